import { ProfileLimits } from '@lobby/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';

/** A streamer's profession (spec §3), up to ProfileLimits.professionMax characters; props come from the form. */
export function ProfessionInput(props: TextInputProps) {
  return (
    <TextInput
      label="Profession"
      placeholder="Pro player, streamer, coach…"
      maxLength={ProfileLimits.professionMax}
      {...props}
    />
  );
}
