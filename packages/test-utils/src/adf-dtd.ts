import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';

// ADF 1.0 (the auto-lead data format CRMs read by mail), kept beside this package's src/ and dist/.
const dtd = XmlDtd.fromString(readFileSync(new URL('../adf-1.0.dtd', import.meta.url), 'utf8'));
const validator = new DtdValidator(dtd);

/** Parses with libxml2 (WebAssembly build) and validates against the ADF 1.0 DTD; the errors, or []. */
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
