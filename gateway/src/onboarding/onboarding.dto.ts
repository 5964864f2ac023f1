import { IsUUID } from 'class-validator';

export class OnboardingDocumentParams {
  @IsUUID('all', { message: 'Invalid document id' })
  id!: string;
}
