/**
 * Route options for the replies of small JSON that come at every question and every join: they
 * cross the network in the same one or two packets compressed or not, and their bodies are plain
 * JSON. So they skip the compression hooks, which took a share of a busy server's CPU (a join's
 * reply compressed with Brotli cost the process about half a millisecond).
 */
export const HOT_ROUTE = { compress: false, decompress: false } as const;
