import type { GigDto } from '@lobby/contracts';
import { Select } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useGigTemplates } from '../api/get-gig-templates';

interface GigTemplatePickerProps {
  starId: string | null;
  query: string;
  onPick: (gig: GigDto) => void;
}

/** Spec §4 "Gig templates": one of the streamer's gigs fills the whole form in. Hidden when they have none. */
export function GigTemplatePicker({ starId, query, onPick }: GigTemplatePickerProps) {
  const templates = useGigTemplates(starId, query);
  const [picked, setPicked] = useState<string | null>(null);
  if (!templates.data?.length) return null;

  return (
    <Select
      label="Start from one of your gigs"
      placeholder="Pick a gig to fill everything in"
      leftSection={<IconTemplate size={16} />}
      data={templates.data.map((gig) => ({
        value: gig._id,
        label: `${gig.product_title} · ${gig._game_id.name}`,
      }))}
      value={picked}
      onChange={(gigId) => {
        setPicked(gigId);
        const gig = templates.data.find(({ _id }) => _id === gigId);
        if (gig) onPick(gig);
      }}
      searchable
      nothingFoundMessage="No gig by that name"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
