import { TextLimits } from '@lobby/contracts';
import { Box, Button, Typography } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { sanitizeDescription, textLength, truncateHtml } from '../lib/sanitize-description';

/**
 * A gig's or live session's description as sanitised HTML with clickable links; above TextLimits.readMoreThreshold characters
 * it starts cut, with a Read more / Read less toggle (spec §2).
 */
export function RichDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { full, short } = useMemo(() => {
    const safe = sanitizeDescription(description);
    const long = textLength(safe) > TextLimits.readMoreThreshold;
    return { full: safe, short: long ? truncateHtml(safe, TextLimits.readMoreThreshold) : null };
  }, [description]);

  return (
    <Box>
      <Typography
        id={id}
        style={{ overflowWrap: 'anywhere' }}
        // Sanitised above: allowed tags only, no attributes but checked link targets.
        dangerouslySetInnerHTML={{ __html: short && !expanded ? short : full }}
      />
      {short && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          mt={4}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </Button>
      )}
    </Box>
  );
}
