import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { rooms, type LiveBus, type LiveServer } from '@pt/contracts';
import type { TokenIssuer } from '../auth/tokens';

/**
 * socket.io on the API's HTTP server. The handshake carries the portal token as `auth.token`;
 * a signed-in socket joins its user and role rooms, an anonymous one joins nothing private.
 */
export function startLiveGateway(http: HttpServer, tokens: TokenIssuer, bus: LiveBus): Server {
  const io = new Server(http, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data.user = typeof token === 'string' ? await tokens.verify(token) : null;
    next();
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as Awaited<ReturnType<TokenIssuer['verify']>>;
    if (!user) return;
    void socket.join([rooms.user(user.id), rooms.role(user.role)]);
    if (user.role === 'patient') void socket.join(rooms.patient(user.id));
  });
  bus.attach(io as unknown as LiveServer);
  return io;
}
