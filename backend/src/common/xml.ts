/** Text and attribute values for XML: the five predefined entities, and no control characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** An element with escaped text; omitted when the value is null or empty. */
export function el(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${xmlText(value)}</${name}>` : '';
}
