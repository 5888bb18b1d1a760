// @ts-check
// GET with node:http, which sends exactly the headers given. (fetch adds `Cache-Control:
// no-cache` to conditional requests, as the Fetch standard says, so a server rightly answers
// those 200; and it decodes bodies, hiding the bytes on the wire.)
import { request } from 'node:http';

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
