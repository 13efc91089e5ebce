import { Box, Link } from '@mui/material';

/**
 * A message's text as the person received it, with its links clickable (a confirmation link is what a newcomer
 * comes to the outbox for; an alert carries the map and stop-e-mail links). Shared by the outbox and the alerts.
 */
export const MessageText = ({ text }: { text: string }) => (
  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: '0.875rem', m: 0 }}>
    {text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
      index % 2 === 1 ? (
        <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
          {part}
        </Link>
      ) : (
        part
      ),
    )}
  </Box>
);
