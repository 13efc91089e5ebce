/** Offset of the last page holding rows (0 when there are none). */
export function lastPageOffset(count: number, limit: number): number {
  return count <= 0 ? 0 : Math.floor((count - 1) / limit) * limit;
}
