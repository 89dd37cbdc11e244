import { liveEventName, type LiveBus, type LiveServer } from '@pt/contracts';

/** The embedded live bus: the projector and the API share one process, so it emits on the server directly. */
export function createInProcessLiveBus(): LiveBus {
  let io: LiveServer | undefined;
  return {
    async publish({ type, rooms, position, data }) {
      // Before attach no socket is connected yet, so there is nobody to deliver to: the message is dropped.
      // No rooms must mean nobody, whereas socket.io's to([]) would mean everybody.
      if (!io || rooms.length === 0) return;
      io.to(rooms).emit(liveEventName, { type, position, data });
    },
    async disconnect(rooms) {
      if (!io || rooms.length === 0) return;
      io.in(rooms).disconnectSockets(true);
    },
    attach(server) {
      io = server;
    },
    async close() {
      io = undefined;
    },
  };
}
