import {
  BookingText,
  PROMO_CODE_MAX_LENGTH,
  ProfileLimits,
  type LiveSessionDto,
  type PaymentGatewayName,
} from '@lobby/contracts';
import { Autocomplete, Divider, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useJoinRegular, useJoinVip } from '../api/join-queue';
import { useVipTerms } from '../api/vip-terms';
import { trackIntent } from '../../../lib/track-click';
import { JoinRegularButton, JoinVipButton } from './join-buttons';
import { VipTermsField } from './vip-terms-field';
import {
  PaymentMethodField,
  useChosenPaymentMethod,
} from '../../../components/checkout/payment-method-field';

/**
 * A signed-in fan joins: one gamer tag, then either a paid VIP place (promo code and payment method, then the
 * checkout) or a free regular place.
 */
export function JoinQueueForm({ session }: { session: LiveSessionDto }) {
  const user = useCurrentUserFromStore();
  const ownTags = [...new Set(user?.gamerTags.map((tag) => tag.gamerTag) ?? [])];
  const [gamerTag, setGamerTag] = useState(ownTags[0] ?? '');
  const [gamerTagError, setGamerTagError] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const [picked, setPicked] = useState<PaymentGatewayName | null>(null);
  const [acceptedTerms, setAcceptedTerms] = useState<number | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const vipTerms = useVipTerms();
  /** Accepted only while it is still the version in force (newer terms after a 409 untick it). */
  const termsVersion =
    acceptedTerms !== null && acceptedTerms === vipTerms.data?.version ? acceptedTerms : null;
  const provider = useChosenPaymentMethod(picked);
  const joinVip = useJoinVip(session._id);
  const joinRegular = useJoinRegular(session._id);
  const busy = joinVip.isPending || joinVip.isSuccess || joinRegular.isPending;

  /** The typed tag, or null (and the field says why) when it can't be used. */
  const checkedGamerTag = () => {
    const tag = gamerTag.trim();
    if (!tag || tag.length > ProfileLimits.gamerTagMax) {
      setGamerTagError(BookingText.invalidGamerTag);
      return null;
    }
    return tag;
  };

  const onJoinVip = () => {
    trackIntent('vip', session._id, session._influencer_id);
    const tag = checkedGamerTag();
    if (termsVersion === null) setTermsError('Please accept the VIP queue terms.');
    if (!tag || !provider || termsVersion === null) return;
    joinVip.mutate({
      liveSessionId: session._id,
      gamerTag: tag,
      provider,
      promoCode: promoCode.trim() || undefined,
      acceptedTermsVersion: termsVersion,
    });
  };

  const onJoinRegular = () => {
    const tag = checkedGamerTag();
    if (!tag) return;
    joinRegular.mutate(tag);
  };

  return (
    <Stack gap="md">
      <Autocomplete
        label="Your gamer tag"
        description={`The name ${session.influencerName} invites you by`}
        placeholder="The name you play under"
        data={ownTags}
        value={gamerTag}
        onChange={(value) => {
          setGamerTag(value);
          setGamerTagError(null);
        }}
        error={gamerTagError}
        maxLength={ProfileLimits.gamerTagMax}
        withAsterisk
      />
      <Paper
        radius="md"
        p="md"
        bg="rgba(250, 176, 5, 0.06)"
        style={{ border: '1px solid var(--mantine-color-yellow-8)' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <Text span fw={700} c="yellow.4">
              VIP:
            </Text>{' '}
            VIP fans are always called before the regular queue. Refunded to your wallet if you don’t get to
            play.
          </Text>
          <TextInput
            label="Promo code"
            placeholder="Optional"
            value={promoCode}
            onChange={(event) => setPromoCode(event.currentTarget.value)}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
          />
          <PaymentMethodField value={provider} onChange={setPicked} />
          <VipTermsField
            accepted={acceptedTerms}
            onChange={(version) => {
              setAcceptedTerms(version);
              setTermsError(null);
            }}
            error={termsError}
          />
          <JoinVipButton
            onClick={onJoinVip}
            loading={joinVip.isPending || joinVip.isSuccess}
            disabled={!provider || (busy && !joinVip.isPending)}
            fullWidth
          />
        </Stack>
      </Paper>
      <Divider label="or wait your turn for free" labelPosition="center" />
      <JoinRegularButton
        onClick={onJoinRegular}
        loading={joinRegular.isPending}
        disabled={busy && !joinRegular.isPending}
        fullWidth
      />
    </Stack>
  );
}
