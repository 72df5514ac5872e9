/** The time window and page every history call takes on the wire (times are ISO strings). */
export interface HistoryPageInput {
  startTime?: string;
  endTime?: string;
  SkipCount: number;
  MaxResultCount: number;
}

/** A history call's window and page as the services take them: `from` inclusive, `to` exclusive. */
export interface HistoryPage {
  from?: Date;
  to?: Date;
  skip: number;
  take: number;
}

/** The window and page a history call sent, as a `HistoryPage`. */
export const historyPage = (input: HistoryPageInput): HistoryPage => ({
  from: input.startTime ? new Date(input.startTime) : undefined,
  to: input.endTime ? new Date(input.endTime) : undefined,
  skip: input.SkipCount,
  take: input.MaxResultCount,
});
