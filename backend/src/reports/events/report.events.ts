/** A user report was stored (wizard or call centre), committed: the map shows it within the refresh time. */
export class ReportStored {
  constructor(readonly id: number) {}
}
