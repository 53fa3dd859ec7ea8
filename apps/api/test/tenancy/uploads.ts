/** The first bytes of a PNG: enough for the file store's sniffing. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);

/** A browser's file upload to `url`: multipart form data with the file in the field `file`. */
export function upload(url: string, content: Buffer, declared: string) {
  const boundary = 'portal-tenancy-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload"\r\nContent-Type: ${declared}\r\n\r\n`;
  return {
    url,
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
