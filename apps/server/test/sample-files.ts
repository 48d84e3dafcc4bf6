import sharp from 'sharp';

/** A real JPEG carrying EXIF metadata (a camera make and a GPS-like comment). */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 128, b: 0 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', ImageDescription: 'GPS 40.4168 N 3.7038 W' } })
    .toBuffer();
}

export async function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .png()
    .toBuffer();
}

/** The smallest well-formed PDF a detector recognises. */
export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
}

/** Multipart body for app.inject: text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; data: Buffer; type?: string }>,
) {
  const boundary = `----scouting${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
