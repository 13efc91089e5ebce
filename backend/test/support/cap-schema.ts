import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const XSD = readFileSync(join(__dirname, '..', 'fixtures', 'cap', 'cap-1.2.xsd'), 'utf8');

/** libxml2's schema validation (as WebAssembly) of one CAP document against the CAP 1.2 schema of the fixtures. */
export async function capSchemaErrors(alertXml: string): Promise<string[]> {
  const xml = alertXml.startsWith('<?xml') ? alertXml : `<?xml version="1.0" encoding="UTF-8"?>\n${alertXml}`;
  const result = await validateXML({ xml: [{ fileName: 'alert.xml', contents: xml }], schema: [{ fileName: 'cap-1.2.xsd', contents: XSD }] });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The <alert> elements an Atom feed of CAP messages carries, each as a document of its own. */
export function alertsIn(feedXml: string): string[] {
  return [...feedXml.matchAll(/<alert xmlns="urn:oasis:names:tc:emergency:cap:1\.2">[\s\S]*?<\/alert>/g)].map((m) => m[0]);
}

/** CAP 3.2.4: a polygon's first and last pairs are the same (not expressible in the schema). */
export function openPolygons(alertXml: string): string[] {
  return [...alertXml.matchAll(/<polygon>([^<]*)<\/polygon>/g)]
    .map((m) => m[1].trim().split(/\s+/))
    .filter((pairs) => pairs[0] !== pairs.at(-1))
    .map((p) => p.join(' '));
}
