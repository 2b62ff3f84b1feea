/**
 * Files of the built app, read once and kept in memory with their compressed variants until the
 * file changes on disk (size or mtime). A Vite build is a few megabytes, so no eviction.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './mime.ts';
import { inlineHashes, type InlineHashes, NO_INLINE } from './security-headers.ts';

export type Encoding = 'br' | 'gzip';

export type CachedFile = {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  /** The CSP sources of the inline scripts, for HTML files. */
  inlineHashes: InlineHashes;
  encoded: Partial<Record<Encoding, Buffer>>;
  version: string;
};

// Below this, compression costs more than it saves.
const MIN_COMPRESS_BYTES = 1024;

export class FileCache {
  private readonly files = new Map<string, CachedFile>();

  /** The file at the absolute path `file`, or undefined if it is not a readable file. */
  get(file: string): CachedFile | undefined {
    let version: string;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return undefined;
      version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    } catch {
      return undefined;
    }
    const cached = this.files.get(file);
    if (cached?.version === version) return cached;
    const body = readFileSync(file);
    const type = contentType(file);
    const entry: CachedFile = {
      body,
      type,
      etag: `W/"${version}"`,
      compressible: isCompressible(type) && body.length >= MIN_COMPRESS_BYTES,
      inlineHashes: type.startsWith('text/html') ? inlineHashes(body.toString('utf8')) : NO_INLINE,
      encoded: {},
      version,
    };
    this.files.set(file, entry);
    return entry;
  }

  /** The body in `encoding`, compressed on first use. */
  encode(file: CachedFile, encoding: Encoding): Buffer {
    const done = file.encoded[encoding];
    if (done) return done;
    const body =
      encoding === 'br'
        ? brotliCompressSync(file.body, {
            params: { [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
          })
        : gzipSync(file.body, { level: 9 });
    file.encoded[encoding] = body;
    return body;
  }
}

/** The best encoding the client accepts (br over gzip), honouring q=0 refusals. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
