import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from '../../components/form/use-form';
import { NumberInput } from '../../components/form/text-input';
import { useNotify } from '../../components/use-notify';
import { commonMessages } from '../../components/messages';
import { positive, required } from '../../lib/validators';
import { format } from '../../lib/format';
import { useUpdateDollarRateMutation, type TopupProduct } from '../../store/api';
import { topupPackageMessages as m } from './messages';

/** Reprices the product's packages from their buy price: sell price = ceil(buy price × rate), on the server. */
export function DollarRateDialog({ product, onClose }: { product: TopupProduct; onClose: () => void }) {
  const [updateDollarRate] = useUpdateDollarRateMutation();
  const notify = useNotify();
  const form = useForm({
    initialValues: { dollar_rate: '' },
    rules: { dollar_rate: [required(m.dollarRateRequired), positive(m.dollarRatePositive)] },
  });
  const save = form.handleSubmit(async ({ dollar_rate }) => {
    const { data } = await updateDollarRate({ dollarRateInput: { product_id: product.id, dollar_rate: Number(dollar_rate) } }).unwrap();
    notify.success(data.updated === 1 ? m.dollarRateUpdatedOne : format(m.dollarRateUpdated, { n: data.updated }));
    onClose();
  });
  const titleId = `dollar-rate-${product.id}`;
  return (
    <Dialog
      open
      onClose={form.submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>{format(m.dollarRateTitle, { product: product.name })}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <NumberInput form={form} name="dollar_rate" label={m.dollarRate} decimal required helperText={m.dollarRateHelp} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.submitting}>
            {commonMessages.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.submitting}
            startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {m.update}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
