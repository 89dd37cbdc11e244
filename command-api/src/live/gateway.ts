import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { z } from 'zod';
import { recordReaderRoles, refreshRoomsEvent, rooms, unwatchPatientEvent, watchPatientEvent, type LiveBus, type LiveServer } from '@pt/contracts';
import type { AuthenticatedUser } from '../core/http';
import { tokenOpens, type AccountStatus } from '../auth/routes';
import type { TokenClaims, TokenIssuer } from '../auth/tokens';
import { everyNewHour } from './hourly';

/** The longest a timer can wait (setTimeout's limit); a token living longer is checked again then. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * socket.io on the API's HTTP server. The handshake carries the portal token as `auth.token`;
 * a signed-in socket of an active account joins its user and role rooms, an anonymous one joins
 * nothing private. A socket is closed when its token expires, and (through the live bus, on every
 * instance) when its account is disabled or its password changes (whose token is then refused).
 */
const watched = z.object({ patientId: z.uuid().transform((id) => id.toLowerCase()) });

/**
 * A staff member's or an auditor's socket asks to follow a patient: answers whether it may (the id is
 * a patient's record), once the reading is logged (ADR 28: the room carries parts of the record).
 */
export type FollowPatient = (user: TokenClaims, patientId: string) => Promise<boolean>;

export function startLiveGateway(
  http: HttpServer,
  tokens: TokenIssuer,
  accountStatus: (userId: string) => Promise<AccountStatus | null>,
  patientIdOf: (user: AuthenticatedUser) => Promise<string | null>,
  followPatient: FollowPatient,
  bus: LiveBus,
): Server {
  const io = new Server(http, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const claims = typeof token === 'string' ? await tokens.verify(token) : null;
    if (typeof token === 'string' && !claims) return next(new Error('unauthorized: invalid or expired token'));
    if (claims) {
      const account = await accountStatus(claims.id).catch(() => null);
      // Disabled, unknown, or a session a password change ended.
      if (!tokenOpens(claims, account)) return next(new Error('unauthorized: account disabled or unknown, or session ended'));
      socket.data.user = { ...claims, role: account.role } satisfies TokenClaims;
    } else {
      socket.data.user = null;
    }
    next();
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as TokenClaims | null;
    if (!user) return;
    void socket.join([rooms.user(user.id), rooms.role(user.role), rooms.weeklyLeaderboard]);
    // A patient hears their own record's changes; after profile setup created it, the client asks again.
    const joinOwnRecord = async () => {
      const patientId = await patientIdOf(user).catch(() => null);
      if (patientId && socket.connected) await socket.join([rooms.patient(patientId), rooms.ownRecord(patientId)]);
      return patientId;
    };
    if (user.role === 'patient') {
      void joinOwnRecord();
      socket.on(refreshRoomsEvent, (ack?: unknown) => {
        void joinOwnRecord().then((patientId) => typeof ack === 'function' && ack({ patientId }));
      });
    }
    // Staff follow the patient they have open: their completions and measurements arrive live. The
    // room carries parts of the record, so following is a reading of them, logged before the socket
    // joins (ADR 28); an id that is no patient's record joins nothing and leaves no trace.
    if (recordReaderRoles.includes(user.role)) {
      // The latest request per patient: one to stop following, arriving while the reading is logged, wins.
      const asked = new Map<string, object>();
      // The patients followed, each with its hourly reading (a dialog left open for hours is logged in each).
      const following = new Map<string, () => void>();
      const stopFollowing = (patientId: string) => {
        following.get(patientId)?.();
        following.delete(patientId);
      };
      socket.on('disconnect', () => {
        for (const patientId of [...following.keys()]) stopFollowing(patientId);
      });
      socket.on(watchPatientEvent, (payload: unknown, ack?: unknown) => {
        const answer = (ok: boolean) => typeof ack === 'function' && ack({ ok });
        const parsed = watched.safeParse(payload);
        if (!parsed.success) return answer(false);
        const { patientId } = parsed.data;
        const request = {};
        asked.set(patientId, request);
        void followPatient(user, patientId)
          .catch(() => false)
          .then(async (known) => {
            const current = asked.get(patientId) === request;
            if (current) asked.delete(patientId);
            const joins = known && current && socket.connected;
            if (joins) {
              await socket.join(rooms.patient(patientId));
              stopFollowing(patientId);
              following.set(patientId, everyNewHour(() => followPatient(user, patientId)));
            }
            answer(joins);
          });
      });
      socket.on(unwatchPatientEvent, (payload: unknown) => {
        const parsed = watched.safeParse(payload);
        if (!parsed.success) return;
        asked.delete(parsed.data.patientId);
        stopFollowing(parsed.data.patientId);
        void socket.leave(rooms.patient(parsed.data.patientId));
      });
    }
    const expire = () => {
      const left = user.expiresAt - Date.now();
      if (left > 0) {
        timer = setTimeout(expire, Math.min(left, maxTimerMs));
        return;
      }
      socket.emit('session.expired');
      socket.disconnect(true);
    };
    let timer = setTimeout(expire, Math.min(Math.max(user.expiresAt - Date.now(), 0), maxTimerMs));
    socket.on('disconnect', () => clearTimeout(timer));
  });
  bus.attach(io as unknown as LiveServer);
  return io;
}
