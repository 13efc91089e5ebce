/**
 * OpenAPI 3.0.3 (§4.7.24.1 clarification): `nullable: true` does not widen an `enum`; a null value must be listed in
 * the enum too, or validators (Spectral checking our examples, generated clients) refuse the null the server sends.
 * @nestjs/swagger writes `{ enum: [...], nullable: true }`, so null is added here, everywhere in the document.
 */
export function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const value of Object.values(node)) allowNullInNullableEnums(value);
}
