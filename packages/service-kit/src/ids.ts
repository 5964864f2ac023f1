import { v7 as uuidv7 } from 'uuid';

/** New ids are UUIDv7: time-ordered, so indexes stay compact and lists sort by creation. */
export function newId(): string {
  return uuidv7();
}
