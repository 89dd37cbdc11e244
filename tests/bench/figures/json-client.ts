import http from 'node:http';

/**
 * JSON calls through node:http with kept-alive connections: the simulated patients of the rewards
 * figure. Fifty patients are fifty phones, each with a processor of its own; here they share one
 * process on the server's 2-core machine, so what the client spends on each call is taken from the
 * server. `fetch` (undici) spent about twice this client's CPU on a burst of fifty completions
 * (~45 against ~25 ms, docs/performance/profiles.md, "tenth look").
 */
export function jsonClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return {
    call(method: string, route: string, body: unknown, token?: string): Promise<Record<string, any>> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      if (token) headers.authorization = `Bearer ${token}`;
      const attempt = (retry: boolean): Promise<Record<string, any>> =>
        new Promise((resolve, reject) => {
          const request = http.request(`${base}${route}`, { method, agent, headers }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              if ((response.statusCode ?? 500) >= 400) reject(new Error(`${method} ${route}: ${response.statusCode} ${text.slice(0, 200)}`));
              else
                try {
                  resolve(text ? JSON.parse(text) : {});
                } catch (error) {
                  reject(error);
                }
            });
            response.on('error', reject);
          });
          request.on('error', (error: NodeJS.ErrnoException) => {
            // A kept-alive connection the server closed for idleness (its keepAliveTimeout) just as it was
            // taken for this request: the server never read it, so it is sent again on a new connection,
            // as browsers do (Node's documentation of `request.reusedSocket`).
            if (retry && request.reusedSocket && error.code === 'ECONNRESET') resolve(attempt(false));
            else reject(error);
          });
          request.end(payload);
        });
      return attempt(true);
    },
    close: () => agent.destroy(),
  };
}
