import { rooms, type EventOf, type HealthTip } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { recordReaders } from './rooms';

type TipEvent = EventOf<'HealthTipWritten' | 'HealthTipUpdated' | 'HealthTipWithdrawn'>;
const idOf = (stream: string) => stream.slice('tip-'.length);

export const healthTipsProjection = defineProjection<HealthTip, TipEvent>({
  name: 'health_tips',
  version: 1,
  handles: ['HealthTipWritten', 'HealthTipUpdated', 'HealthTipWithdrawn'],
  indexes: [{ isActive: 1, publishDate: -1 }],
  documentId: (event) => idOf(event.stream),
  namedBy: (id) => id,
  evolve(tip, event) {
    const actor = event.metadata.actor;
    switch (event.type) {
      case 'HealthTipWritten':
        return {
          id: idOf(event.stream),
          ...event.data,
          isActive: true,
          createdBy: actor.kind === 'user' ? actor.userId : actor.kind,
          createdAt: event.metadata.at,
          updatedAt: event.metadata.at,
          revision: event.revision,
          position: event.position,
        };
      case 'HealthTipUpdated':
        return tip && { ...tip, ...event.data, updatedAt: event.metadata.at, revision: event.revision };
      case 'HealthTipWithdrawn':
        return tip && { ...tip, isActive: false, updatedAt: event.metadata.at, revision: event.revision };
    }
  },
  live: (tip) => (tip ? [{ type: 'tip.changed', rooms: [...recordReaders, rooms.role('patient')], data: { tip } }] : []),
});
