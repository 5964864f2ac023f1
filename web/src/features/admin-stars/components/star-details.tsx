import { routes, type AdminStarDetailDto, type OnboardingDocumentDto } from '@lobby/contracts';
import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconDownload, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminListError, AdminListLoading } from '../../../components/admin/admin-list';
import { SectionCard } from '../../../components/section-card';
import { callDownload } from '../../../lib/api-client';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useAdminStar, useRemoveStar } from '../api/stars';
import { formatDay, LiveBadge, OnboardingBadge } from './star-badges';
import { LandingSwitch } from './landing-switch';
import { StarEditForm } from './star-edit-form';
import { StarModerators } from './star-moderators';

const EXTENSIONS: Record<OnboardingDocumentDto['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children} <IconArrowRight size={14} />
      </Group>
    </Anchor>
  );
}

function DocumentButton({
  document,
  name,
  label,
}: {
  document: OnboardingDocumentDto;
  name: string;
  label: string;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() =>
        void callDownload(routes.onboarding.document, `${name}.${EXTENSIONS[document.contentType]}`, {
          params: { id: document._id },
        })
      }
    >
      {label}
    </Button>
  );
}

function Profile({ star, canWrite }: { star: AdminStarDetailDto; canWrite: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={star.imageUrl} size={64} radius="xl" name={star.fullName} color="violet" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700} size="lg">
                {star.fullName}
              </Text>
              <LiveBadge isLive={star.isLive} />
            </Group>
            <Text size="sm" c="dimmed">
              @{star.username}
            </Text>
            {star.profession && <Text size="sm">{star.profession}</Text>}
          </Stack>
        </Group>
        {star.bio && <Text size="sm">{star.bio}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Email">{star.email ?? '—'}</Fact>
          <Fact label="Country">{star.billingCountry ?? '—'}</Fact>
          <Fact label="Joined">{formatDay(star.createdAt)}</Fact>
          <Fact label="Password">
            {star.hasPassword ? (
              'Set'
            ) : (
              <Badge color="yellow" variant="light">
                Not set yet
              </Badge>
            )}
          </Fact>
          <Fact label="Gigs">
            <Anchor href={`/stars/${star.username}`} target="_blank" size="sm">
              {star.gigsCount} public {star.gigsCount === 1 ? 'gig' : 'gigs'}
            </Anchor>
          </Fact>
          <Fact label="Landing page">
            <LandingSwitch star={star} canWrite={canWrite} />
          </Fact>
        </SimpleGrid>
        <Group gap="lg">
          <PageLink to={`/admin/payout/influencer/${star._id}`}>Payouts and earnings</PageLink>
          <PageLink to={`/admin/validations/influencer-game-playing-validations/${star._id}`}>
            Game-played validations
          </PageLink>
        </Group>
      </Stack>
    </Paper>
  );
}

function Onboarding({ star }: { star: AdminStarDetailDto }) {
  const submission = star.onboarding;
  return (
    <SectionCard
      title="Onboarding"
      description={
        submission
          ? `Submitted ${formatDay(submission.submittedAt)}${submission.verifiedAt ? `, verified ${formatDay(submission.verifiedAt)}` : ''}.`
          : 'The star has not sent their onboarding and bank details yet.'
      }
      aside={<OnboardingBadge status={star.onboardingStatus} />}
    >
      {submission && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label="Legal name">{submission.fullName}</Fact>
            <Fact label="Bank">{submission.bankName}</Fact>
            <Fact label="Account number">{submission.accountNumber}</Fact>
            <Fact label={submission.bankOption}>{submission.bankCode}</Fact>
          </SimpleGrid>
          <Group gap="sm">
            <DocumentButton
              document={submission.bankStatement}
              name={`${star.username}-bank-statement`}
              label="Bank statement"
            />
            <DocumentButton
              document={submission.signedAgreement}
              name={`${star.username}-signed-agreement`}
              label="Signed agreement"
            />
            {submission.status === 'submitted' && (
              <PageLink to="/admin/verify-onboarding-details">Verify onboarding</PageLink>
            )}
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

function RemoveStar({ star }: { star: AdminStarDetailDto }) {
  const remove = useRemoveStar();
  const navigate = useNavigate();
  return (
    <SectionCard
      title="Remove the star"
      description="Their page, gigs and sign-in go away; orders, payouts and history are kept."
      tone="danger"
    >
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          onClick={() =>
            confirmDanger({
              title: `Remove @${star.username}?`,
              message:
                'They can no longer sign in, and their page and gigs disappear from the site. Their orders and payouts stay for the books.',
              confirm: 'Remove star',
              onConfirm: () =>
                remove.mutate(star._id, {
                  onSuccess: ({ message }) => {
                    notify.success(message);
                    navigate('/admin/influencer');
                  },
                }),
            })
          }
        >
          Remove star
        </Button>
      </Group>
    </SectionCard>
  );
}

/**
 * /admin/influencer/{id}: the star's profile, gigs, onboarding, moderators and links; staff with write edit or remove
 * them.
 */
export function StarDetails({ id, canWrite }: { id: string; canWrite: boolean }) {
  const star = useAdminStar(id);
  if (star.isError) return <AdminListError message={star.error.message} />;
  if (!star.data) return <AdminListLoading />;
  return (
    <Stack gap="lg">
      <Profile star={star.data} canWrite={canWrite} />
      <Onboarding star={star.data} />
      <StarModerators starId={star.data._id} username={star.data.username} />
      {canWrite && (
        <SectionCard title="Edit profile">
          <StarEditForm key={star.data._id} star={star.data} />
        </SectionCard>
      )}
      {canWrite && <RemoveStar star={star.data} />}
    </Stack>
  );
}
