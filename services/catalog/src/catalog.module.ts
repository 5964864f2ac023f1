import { Module } from '@nestjs/common';

/** Games, modes, platforms, star profiles, gigs, tags, favourites, banners, search and browse, click tracking, popularity and streamer analytics. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class CatalogModule {}
