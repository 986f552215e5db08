import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ValidationError, useInput, useTranslate } from 'react-admin';
import { AREAS, AREA_ACTIONS, OTHER_FEATURES, areaFeature, type Feature } from '../../../common/features';

const atLeastOne = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'resources.admin/rights/rules.needs_action';

/**
 * Areas × Create/Edit, List, Delete, then the other actions: ticks to choose (`editable`) or
 * ticks and crosses to read.
 */
const Matrix = ({ features, toggle }: { features: Feature[]; toggle?: (feature: Feature) => void }) => {
  const translate = useTranslate();
  const cell = (feature: Feature, label: string) =>
    toggle ? (
      <Checkbox
        checked={features.includes(feature)}
        onChange={() => toggle(feature)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    ) : features.includes(feature) ? (
      <CheckIcon color="success" titleAccess={translate('resources.admin/rights/rules.granted')} />
    ) : (
      <CloseIcon color="disabled" titleAccess={translate('resources.admin/rights/rules.not_granted')} />
    );
  return (
    <Stack spacing={2}>
      <Table size="small" sx={{ width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            {AREA_ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {translate(`resources.admin/rights/rules.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {AREAS.map((area) => (
            <TableRow key={area}>
              <TableCell component="th" scope="row">
                {translate(`resources.admin/rights/rules.areas.${area}`)}
              </TableCell>
              {AREA_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {cell(
                    areaFeature(area, action),
                    `${translate(`resources.admin/rights/rules.areas.${area}`)} – ${translate(`resources.admin/rights/rules.actions.${action}`)}`,
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">{translate('resources.admin/rights/rules.other_actions')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {OTHER_FEATURES.map((feature) =>
          toggle ? (
            <FormControlLabel
              key={feature}
              control={<Checkbox checked={features.includes(feature)} onChange={() => toggle(feature)} />}
              label={translate(`resources.admin/rights/rules.features.${feature}`)}
            />
          ) : (
            <Stack key={feature} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {cell(feature, translate(`resources.admin/rights/rules.features.${feature}`))}
              <span>{translate(`resources.admin/rights/rules.features.${feature}`)}</span>
            </Stack>
          ),
        )}
      </Stack>
    </Stack>
  );
};

export const FeatureMatrixField = ({ features }: { features: Feature[] }) => <Matrix features={features} />;

export const FeatureMatrixInput = () => {
  const { field, fieldState } = useInput<Feature[]>({ source: 'features', defaultValue: [], validate: atLeastOne });
  const features = field.value ?? [];
  const toggle = (feature: Feature) =>
    field.onChange(
      features.includes(feature) ? features.filter((other: Feature) => other !== feature) : [...features, feature],
    );
  return (
    <>
      <Matrix features={features} toggle={toggle} />
      {fieldState.error?.message && (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </>
  );
};
