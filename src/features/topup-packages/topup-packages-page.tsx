import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { ActiveChip } from '../../components/status-chip';
import { imageUrl } from '../../components/image-field';
import { useListTopupProductsQuery, type TopupProduct } from '../../store/api';
import { ProductPackages } from './product-packages';
import { topupPackageMessages as m } from './messages';

/** The open products, kept in the URL (`?open=3,7`) so reload and a shared link open them again. */
function useOpenProducts() {
  const [params, setParams] = useSearchParams();
  const open = new Set((params.get('open') ?? '').split(',').filter((id) => /^\d+$/.test(id)).map(Number));
  const toggle = (id: number, expanded: boolean) =>
    setParams(
      (previous) => {
        const ids = new Set((previous.get('open') ?? '').split(',').filter((value) => /^\d+$/.test(value)).map(Number));
        if (expanded) ids.add(id);
        else ids.delete(id);
        const next = new URLSearchParams(previous);
        if (ids.size > 0) next.set('open', [...ids].sort((a, b) => a - b).join(','));
        else next.delete('open');
        return next;
      },
      { replace: true },
    );
  return { open, toggle };
}

/** One accordion per product; a product's packages load when its accordion first opens. */
export default function TopupPackagesPage() {
  const query = useListTopupProductsQuery();
  const { open, toggle } = useOpenProducts();
  return (
    <ListPage title={m.listTitle}>
      <QueryView query={{ ...query, data: query.data?.rows }}>
        {(products) =>
          products.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{m.noProducts}</Typography>
          ) : (
            <div>
              {products.map((product) => (
                <ProductAccordion key={product.id} product={product} expanded={open.has(product.id)} onChange={(expanded) => toggle(product.id, expanded)} />
              ))}
            </div>
          )
        }
      </QueryView>
    </ListPage>
  );
}

function ProductAccordion({ product, expanded, onChange }: { product: TopupProduct; expanded: boolean; onChange: (expanded: boolean) => void }) {
  const summaryId = `product-${product.id}-packages`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_event, value) => onChange(value)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-content`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={product.logo_full_url ?? imageUrl(product.logo)} alt="" sx={{ width: 32, height: 32 }}>
            {product.name.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 500 }}>{product.name}</Typography>
          {!product.is_active && <ActiveChip active={false} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <ProductPackages product={product} />
      </AccordionDetails>
    </Accordion>
  );
}
