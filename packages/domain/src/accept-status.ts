/**
 * The acceptance-status model of staff spec §4.1, as data. A dispatcher's save (create or edit) always
 * puts an outage in TO_ACCEPT; the accepter moves it to ACCEPTED or REJECTED, and between those two in
 * both directions (the spec disables only the button of the status the outage already has).
 */
export const ACCEPT_STATUSES = ['TO_ACCEPT', 'ACCEPTED', 'REJECTED'] as const;
export type AcceptStatus = (typeof ACCEPT_STATUSES)[number];

export const ACCEPT_STATUS_LABELS: Record<AcceptStatus, string> = {
  TO_ACCEPT: 'Do akceptacji',
  ACCEPTED: 'Zaakceptowane',
  REJECTED: 'Odrzucone',
};

/** Who causes a change: the dispatcher saving the form, or the accepter's decision. */
export type AcceptActor = 'DISPATCHER_SAVE' | 'ACCEPTER';

/** The statuses an accepter may choose (POST change-accept-status). */
export const ACCEPTER_DECISIONS = ['ACCEPTED', 'REJECTED'] as const satisfies readonly AcceptStatus[];
export type AccepterDecision = (typeof ACCEPTER_DECISIONS)[number];

/** Every allowed change; anything not listed is refused. `from: null` is a new outage. */
export const ACCEPT_TRANSITIONS: ReadonlyArray<{ from: AcceptStatus | null; to: AcceptStatus; by: AcceptActor }> = [
  { from: null, to: 'TO_ACCEPT', by: 'DISPATCHER_SAVE' },
  // An edit sends the outage back for review: the edited version is not public until accepted again.
  { from: 'TO_ACCEPT', to: 'TO_ACCEPT', by: 'DISPATCHER_SAVE' },
  { from: 'ACCEPTED', to: 'TO_ACCEPT', by: 'DISPATCHER_SAVE' },
  { from: 'REJECTED', to: 'TO_ACCEPT', by: 'DISPATCHER_SAVE' },
  { from: 'TO_ACCEPT', to: 'ACCEPTED', by: 'ACCEPTER' },
  { from: 'TO_ACCEPT', to: 'REJECTED', by: 'ACCEPTER' },
  { from: 'REJECTED', to: 'ACCEPTED', by: 'ACCEPTER' },
  { from: 'ACCEPTED', to: 'REJECTED', by: 'ACCEPTER' },
];

export function canChangeAcceptStatus(from: AcceptStatus | null, to: AcceptStatus, by: AcceptActor): boolean {
  return ACCEPT_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/** The status a dispatcher's save gives, whatever the form sent (spec §4.1: the form sends it empty). */
export const STATUS_AFTER_SAVE: AcceptStatus = 'TO_ACCEPT';

/** Only these outages are shown to the public (with deleted = false). */
export const PUBLIC_STATUS: AcceptStatus = 'ACCEPTED';

export const ACCEPT_STATUS_MESSAGES = {
  refused: (from: AcceptStatus, to: AcceptStatus) => `Nie można zmienić statusu z „${ACCEPT_STATUS_LABELS[from]}” na „${ACCEPT_STATUS_LABELS[to]}”`,
} as const;
