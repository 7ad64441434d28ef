/** What a development provider "sent", kept in memory for the dev-only outbox routes. */
export interface OutboxMessage {
  to: string;
  purpose: string;
  code: string;
  text: string;
  sentAt: number;
}

/** The most recent messages (bounded), newest last. */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly capacity = 500) {}

  add(message: OutboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.messages.shift();
  }

  find(match: (to: string) => boolean): OutboxMessage[] {
    return this.messages.filter((message) => match(message.to));
  }
}
