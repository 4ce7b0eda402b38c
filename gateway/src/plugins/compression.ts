import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses dynamic responses (JSON, the HTML the gateway sends, CSV) above 1 KiB with brotli or gzip, as the
 * client's Accept-Encoding allows; a client that sends none gets the plain bytes. Types that are already compressed
 * (xlsx, zip, images) are left alone, and so is anything that already has a Content-Encoding (the apps' built
 * files, which the build compressed; an upstream's compressed answer). Request bodies are never decompressed: an
 * upload is read as it was sent, under the body limit.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Dynamic answers are small and many: a fast brotli level, not the build's maximum.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compression, { name: 'compression' });
