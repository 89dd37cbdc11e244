import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageReplyPromise, messageWriterRoles, practice, type MessageSide } from '@pt/contracts';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { usePortalUser } from '../shared/session/usePortalUser';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { NewConversationForm } from './NewConversationForm';
import './messages.scss';

/**
 * /patient-portal/messages (patients) and /staff/messages (staff): the conversations on one side, the
 * one open (`?c=<id>`) or a new one (`?new`) on the other; on a phone, one at a time.
 */
export function MessagesPage() {
  const { user } = usePortalUser();
  const [params, setParams] = useSearchParams();
  const side: MessageSide = user.role === 'patient' ? 'patient' : 'practice';
  const canWrite = side === 'patient' || messageWriterRoles.includes(user.role);
  const open = params.get('c');
  // A patient writes to the practice; staff write to the patient they came from (the patient dialog's Message link).
  const toPatient = side === 'practice' && canWrite && params.get('patient') ? { id: params.get('patient')!, name: params.get('name') ?? 'the patient' } : undefined;
  const composing = params.has('new') && (side === 'patient' || toPatient !== undefined);
  const showing = open !== null || composing;
  // What the visitor opens takes the focus (on a phone the list they clicked in is hidden); a deep link keeps the page's.
  const [chosen, setChosen] = useState(false);
  // Back to the list: the conversation left takes the focus (the back link is gone).
  const [left, setLeft] = useState<string | null>(null);
  const choose = (next: Record<string, string>) => {
    setChosen(true);
    setLeft(null);
    setParams(next);
  };

  return (
    <section className="section portal-page messages-page">
      <title>{`Messages | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Messages">
          {side === 'patient' && (
            <Link to="?new" className="button is-primary" onClick={() => setChosen(true)} aria-current={composing ? 'page' : undefined}>
              New Message
            </Link>
          )}
        </PortalHeader>
        <p className="portal-lead messages-lead">
          {side === 'patient' ? (
            <>
              Write to your care team about your exercises, your pain or your visits. We reply {messageReplyPromise}. In an emergency, call 911.
            </>
          ) : (
            <>Patients’ messages to the practice. Opening a conversation is recorded in the patient’s access log.</>
          )}
        </p>
        <div className={`columns messages-columns${showing ? ' is-showing' : ''}`}>
          <div className="column is-5 messages-list-column">
            <ConversationList side={side} openId={open} focusId={showing ? null : left} onOpen={(id) => choose({ c: id })} />
          </div>
          <div className="column is-7 messages-thread-column">
            {showing && (
              <Link
                to="."
                className="button is-text messages-back"
                onClick={() => {
                  choose({});
                  setLeft(open);
                }}
              >
                ← All conversations
              </Link>
            )}
            {open !== null ? (
              <ConversationThread key={open} id={open} side={side} canWrite={canWrite} takeFocus={chosen} />
            ) : composing ? (
              <NewConversationForm patient={toPatient} takeFocus={chosen} onStarted={(id) => choose({ c: id })} />
            ) : (
              <div className="box messages-placeholder">
                <p>{side === 'patient' ? 'Choose a conversation, or start a new one with New Message.' : 'Choose a conversation to read it.'}</p>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
