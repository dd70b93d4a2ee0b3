import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';

// The ADF 1.0 DTD kept with @dealer/lead-flow's ADF writer (its own tests validate against the same file).
const leadFlow = dirname(createRequire(import.meta.url).resolve('@dealer/lead-flow/package.json'));
const validator = new DtdValidator(
  XmlDtd.fromString(readFileSync(join(leadFlow, 'src/testing/adf-1.0.dtd'), 'utf8')),
);

/** Parses with libxml2 (WebAssembly) and validates against the ADF 1.0 DTD; the errors, or []. */
export function adfDtdErrors(xml: string): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string }[] }).details;
    return details?.map((detail) => detail.message.trim()) ?? [(error as Error).message];
  } finally {
    doc.dispose();
  }
}
