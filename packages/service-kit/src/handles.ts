import { MessagePattern } from '@nestjs/microservices';
import type { Subject } from '@lobby/contracts';

/** `@MessagePattern` restricted to the subjects of the contracts map, so a typo does not compile. */
export const Handles = (subject: Subject): MethodDecorator => MessagePattern(subject);
