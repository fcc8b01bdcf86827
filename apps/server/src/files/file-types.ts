/** The file types Kira stores, each recognised by its first bytes, not by what the client says. */
export const FILE_TYPES = {
  'image/png': {
    extension: 'png',
    name: 'PNG',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  'image/jpeg': { extension: 'jpg', name: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  'image/webp': { extension: 'webp', name: 'WebP', magic: [0x52, 0x49, 0x46, 0x46] },
  'application/pdf': { extension: 'pdf', name: 'PDF', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isFileType(type: string): type is FileType {
  return type in FILE_TYPES;
}

/** Whether the bytes really are of that type. */
export function contentMatches(type: FileType, bytes: Buffer): boolean {
  const { magic } = FILE_TYPES[type];
  if (!magic.every((byte, i) => bytes[i] === byte)) return false;
  return type !== 'image/webp' || bytes.subarray(8, 12).toString('ascii') === 'WEBP';
}
