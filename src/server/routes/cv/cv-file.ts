// Accepted CV documents, recognised by their first bytes (magic numbers), never by the file name.
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The media types of the accepted documents: PDF, DOC, DOCX. */
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export type CvKind = { mime: (typeof CV_MIME_TYPES)[number]; extension: 'pdf' | 'doc' | 'docx' };

const PDF = Buffer.from('%PDF-', 'ascii');
// OLE2 compound document: legacy Word .doc
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// ZIP local file header: .docx is a ZIP holding word/document.xml
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectCvKind(data: Buffer): CvKind | null {
  if (data.subarray(0, PDF.length).equals(PDF)) return { mime: 'application/pdf', extension: 'pdf' };
  if (data.subarray(0, OLE2.length).equals(OLE2)) return { mime: 'application/msword', extension: 'doc' };
  if (data.subarray(0, ZIP.length).equals(ZIP) && isWordZip(data)) {
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  }
  return null;
}

export type LicenceDocumentKind = { mime: string; extension: 'pdf' | 'jpg' | 'png' };

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A licence to practise is a scan or a photo: PDF, JPEG or PNG, recognised by content like the CV. */
export function detectLicenceDocumentKind(data: Buffer): LicenceDocumentKind | null {
  if (data.subarray(0, PDF.length).equals(PDF)) return { mime: 'application/pdf', extension: 'pdf' };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (data.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', extension: 'png' };
  return null;
}

// A ZIP is a .docx only if it carries the Word main part; other ZIPs (xlsx, archives) are refused.
// The central directory lists every entry name, so scanning for it is enough without unzipping.
function isWordZip(data: Buffer): boolean {
  return data.includes('word/document.xml', 0, 'latin1') && data.includes('[Content_Types].xml', 0, 'latin1');
}
