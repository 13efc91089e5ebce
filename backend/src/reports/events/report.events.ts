/** A user report was stored (wizard or call centre), committed: the map shows it within the refresh time. */
export class ReportStored {
  constructor(readonly id: number) {}
}

/**
 * Reporters' personal data past its retention time was removed, inside the clean-up's transaction: whatever else holds
 * those reporters' contacts (the "Powiadom mnie, gdy prąd wróci" follow-ups) is removed in the same transaction.
 */
export class ReportsAnonymised {
  constructor(readonly count: number) {}
}
