import { Controller, Get, Inject, Redirect, Req, Res } from '@nestjs/common';
import type { OAuthProvider } from '@lobby/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SocialSignInStep, SocialSignInService } from './social-sign-in.service';

type Query = Record<string, unknown>;

/**
 * Google and Discord sign-in (spec §2 `/google-discord-user/save-user-data/custom-redirection/…`). The
 * browser navigates here, so every answer except a disabled provider's 404 is a redirect.
 */
@Controller('api/auth')
export class SocialSignInController {
  constructor(@Inject(SocialSignInService) private readonly signIn: SocialSignInService) {}

  @Get('providers')
  providers() {
    return this.signIn.enabledProviders();
  }

  @Get('google')
  @Redirect()
  google(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.begin('google', reply);
  }

  @Get('discord')
  @Redirect()
  discord(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.begin('discord', reply);
  }

  @Get('google/callback')
  @Redirect()
  googleCallback(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.finish('google', request, reply);
  }

  @Get('discord/callback')
  @Redirect()
  discordCallback(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.finish('discord', request, reply);
  }

  private async begin(provider: OAuthProvider, reply: FastifyReply) {
    return redirectTo(await this.signIn.begin(provider), reply);
  }

  private async finish(provider: OAuthProvider, request: FastifyRequest, reply: FastifyReply) {
    const step = await this.signIn.finish(provider, {
      query: (request.query ?? {}) as Query,
      cookieHeader: request.headers.cookie,
    });
    return redirectTo(step, reply);
  }
}

function redirectTo(step: SocialSignInStep, reply: FastifyReply) {
  void reply.header('set-cookie', step.setCookie).header('cache-control', 'no-store');
  return { url: step.location, statusCode: 302 };
}
