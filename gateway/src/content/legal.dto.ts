import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LegalDocumentTypes, LegalLimits, LegalText, type LegalDocumentType } from '@lobby/contracts';

/** The documents staff with Terms of Services publish (the privacy policy has its own permission and route). */
export const TermsDocumentTypes = LegalDocumentTypes.filter((type) => type !== 'mainPrivacyPolicy');

export class LegalTypeQuery {
  @IsIn(LegalDocumentTypes, { message: LegalText.badType })
  type!: LegalDocumentType;
}

export class TermsTypeParams {
  @IsIn(TermsDocumentTypes, { message: LegalText.badType })
  type!: LegalDocumentType;
}

export class LegalDocumentInputDto {
  @IsString({ each: true, message: LegalText.tooLong })
  @MaxLength(LegalLimits.keyPointMax, { each: true, message: LegalText.tooLong })
  @ArrayMaxSize(LegalLimits.keyPointsMax, { message: LegalText.tooLong })
  @IsArray({ message: LegalText.tooLong })
  keyPoints!: string[];

  @MaxLength(LegalLimits.detailedMax, { message: LegalText.tooLong })
  @IsNotEmpty({ message: LegalText.detailedRequired })
  @IsString({ message: LegalText.detailedRequired })
  detailed!: string;
}
