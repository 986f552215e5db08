import FlipIcon from '@mui/icons-material/Flip';
import { Box, Button, Card, CardActions, CardContent, Checkbox, IconButton, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CardFields } from './CardFields';
import type { CardInfo, RowAction } from './types';

const turn = keyframes`
  from { transform: perspective(800px) rotateY(90deg); }
  to { transform: perspective(800px) rotateY(0deg); }
`;

type Props = {
  /** Names the card for screen readers: the first shown column's value. */
  title: string | undefined;
  /** The shown columns, on the front. */
  front: CardInfo[];
  /** Labelled info on the back, above the actions. */
  back: CardInfo[];
  actions: RowAction[];
  selected: boolean;
  /** A click on the card's checkbox, with whether shift was held (a range). */
  onSelect: (shiftKey: boolean) => void;
};

/** A row as a card, with its selection checkbox, that turns over to its back (details and actions) and back again. */
export const FlipCard = ({ title, front, back, actions, selected, onSelect }: Props) => {
  const translate = useTranslate();
  const [flipped, setFlipped] = useState(false);
  const hasBack = back.length > 0 || actions.length > 0;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', borderColor: selected ? 'primary.main' : undefined }}
    >
      {/* Keyed by side so that each turn replays the animation; the flip button stays, and keeps the focus. */}
      <Box key={flipped ? 'back' : 'front'} sx={{ flex: 1, animation: `${turn} 0.25s ease-out` }}>
        <CardContent>
          {flipped && (
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              {translate('liasse.table.card_back')}
            </Typography>
          )}
          <CardFields fields={flipped ? back : front} />
        </CardContent>
        {flipped && actions.length > 0 && (
          <CardActions sx={{ flexWrap: 'wrap' }}>
            {actions.map((action) => (
              <Button key={action.key} size="small" component={Link} to={action.path} startIcon={action.icon}>
                {translate(action.labelKey)}
              </Button>
            ))}
          </CardActions>
        )}
      </Box>
      <CardActions sx={{ justifyContent: 'space-between', pt: 0 }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect((event.nativeEvent as MouseEvent).shiftKey)}
          slotProps={{ input: { 'aria-label': translate('liasse.table.select_card') } }}
        />
        {hasBack && (
          <IconButton
            size="small"
            aria-label={translate(flipped ? 'liasse.table.flip_back' : 'liasse.table.flip')}
            onClick={() => setFlipped(!flipped)}
          >
            <FlipIcon fontSize="small" />
          </IconButton>
        )}
      </CardActions>
    </Card>
  );
};
