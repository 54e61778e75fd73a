import { Link } from 'react-router';
import { ASSEMBLY_SERVICE_SKU, colorById, localePath, sampleBoxColors, type Currency } from '@masswerk/domain';
import { AssemblySwitch } from './AssemblySwitch';
import { lineAssemblyPrice, type CartLineView } from './cart-view';
import { LinePicture } from './LinePicture';
import { addonName, cartLineName, discountName, lineProblemText } from './line-text';
import { QuantityField } from './QuantityField';
import { useCartI18n } from './use-cart-i18n';

export interface CartLineItemProps {
  view: CartLineView;
  /** The currency of the newest answer (null before the first). */
  currency: Currency | null;
  onQuantity(uuid: string, quantity: number): void;
  onAssembly(uuid: string, on: boolean): void;
  onRemove(uuid: string): void;
}

/** The id of a line's title, which takes the focus when an undo puts the line back. */
export function cartLineTitleId(uuid: string): string {
  return `cart-line-${uuid}`;
}

/** One line of the cart: picture, name and family, size, colours and specs, services, quantity, prices, links. */
export function CartLineItem({ view, currency, onQuantity, onAssembly, onRemove }: CartLineItemProps) {
  const i18n = useCartI18n();
  const { t, locale } = i18n;
  const name = cartLineName(view, i18n);
  const family = view.furnitureType && !view.isSampleBox ? i18n.family(view.furnitureType) : null;
  const { summary, priced } = view;
  // The colours the sample box holds, as the server takes them from the line.
  const sampleColors = view.isSampleBox ? sampleBoxColors(view.line.meta) : [];
  // An outdated line keeps the rows of its last price with its amounts left open, so nothing jumps while it is priced again.
  const rows = priced ?? view.lastPriced;
  const specs = summary
    ? [
        summary.specs.metalBar > 0 ? t('spec.metalBar', { count: summary.specs.metalBar }) : null,
        summary.specs.doors > 0 ? t('spec.doors', { count: summary.specs.doors }) : null,
        summary.specs.drawers > 0 ? t('spec.drawers', { count: summary.specs.drawers }) : null,
      ].filter((s): s is string => s !== null)
    : [];
  const cm = (mm: number) => i18n.number(Math.round(mm / 10));
  const money = (amount: number) => (currency === null ? '' : i18n.money(amount, currency));
  const amount = (value: number) => (priced ? money(value) : '…');
  const services = rows ? rows.addonItems.filter((addon) => addon.sku !== ASSEMBLY_SERVICE_SKU) : [];
  return (
    <li className="cart-line" data-testid="cart-line" data-uuid={view.uuid} data-updating={view.updating || undefined}>
      <LinePicture isSampleBox={view.isSampleBox} pictureUrl={summary?.pictureUrl} />
      <div className="cart-line-body">
        <h3 className="cart-line-title" id={cartLineTitleId(view.uuid)} tabIndex={-1}>
          {name}
        </h3>
        {view.isSampleBox && <p className="cart-line-family">{t('line.sampleBoxText')}</p>}
        {sampleColors.length > 0 && (
          <dl className="cart-line-facts">
            <Colours ids={sampleColors} />
          </dl>
        )}
        {family && family !== name && <p className="cart-line-family">{family}</p>}
        {summary && (
          <dl className="cart-line-facts">
            <div>
              <dt>{t('line.dimensions')}</dt>
              <dd>{t('line.size', { width: cm(summary.dimensions.length), depth: cm(summary.dimensions.width), height: cm(summary.dimensions.height) })}</dd>
            </div>
            <Colours ids={summary.colors} />
            {specs.length > 0 && (
              <div>
                <dt>{t('line.specs')}</dt>
                <dd>{i18n.list(specs)}</dd>
              </div>
            )}
          </dl>
        )}
        {view.problem && <p className="cart-line-problem">{lineProblemText(view.problem, i18n)}</p>}
        {services.length > 0 && (
          <ul className="cart-line-services" aria-label={t('line.services')}>
            {services.map((addon) => (
              <li key={addon.sku}>
                {addon.price > 0 ? `${addonName(addon.sku, i18n)}: ${t('addon.perPiece', { price: amount(addon.price) })}` : addonName(addon.sku, i18n)}
              </li>
            ))}
          </ul>
        )}
        {view.assembly && (
          <AssemblySwitch
            name={name}
            on={view.assembly.on}
            recommendation={view.assembly.recommendation}
            price={lineAssemblyPrice(priced)}
            currency={currency}
            onChange={(on) => onAssembly(view.uuid, on)}
          />
        )}
        <p className="cart-line-links">
          {view.isSampleBox ? (
            <Link to={localePath(locale, '/samplebox')}>{t('open.sampleBox')}</Link>
          ) : (
            <>
              {view.furnitureType && view.problem !== 'notFound' && <Link to={localePath(locale, `/${view.furnitureType}/${view.uuid}`)}>{t('open.configurator')}</Link>}
              {view.problem !== 'notFound' && <Link to={localePath(locale, `/product/${view.uuid}`)}>{t('open.product')}</Link>}
            </>
          )}
          <button type="button" className="link-button" aria-label={t('remove.name', { name })} onClick={() => onRemove(view.uuid)}>
            {t('remove')}
          </button>
        </p>
      </div>
      <div className="cart-line-money">
        {view.isSampleBox ? (
          <p className="quantity-fixed">
            {t('quantity.fixed', { count: 1 })} <span className="visually-hidden">{t('quantity.sampleBox')}</span>
          </p>
        ) : (
          <QuantityField id={`cart-quantity-${view.uuid}`} name={name} quantity={view.line.quantity} max={view.maxQuantity} onChange={(q) => onQuantity(view.uuid, q)} />
        )}
        {rows && currency && (
          <dl className="cart-line-prices" aria-busy={priced ? undefined : true}>
            <div>
              <dt>{t('line.unitPrice')}</dt>
              <dd>{amount(rows.price)}</dd>
            </div>
            {rows.discountItems.map((item) => (
              <div key={`${item.type}-${item.code ?? ''}`} className="cart-line-discount">
                <dt>{discountName(item, i18n)}</dt>
                <dd>{amount(-item.amount)}</dd>
              </div>
            ))}
            <div className="cart-line-total">
              <dt>{t('line.total')}</dt>
              <dd data-testid="cart-line-total">{amount(rows.calculation.total)}</dd>
            </div>
          </dl>
        )}
        {!rows && view.updating && (
          <p className="cart-line-pending" aria-hidden="true">
            …
          </p>
        )}
      </div>
    </li>
  );
}

/** A line's colours with their swatches, in the locale's names (a row of the line's facts). */
function Colours({ ids }: { ids: readonly string[] }) {
  const i18n = useCartI18n();
  if (ids.length === 0) return null;
  return (
    <div>
      <dt>{i18n.t('line.colours')}</dt>
      <dd className="cart-line-colours">
        {ids.map((id) => (
          <span key={id} className="cart-colour">
            <span className="cart-colour-swatch" style={{ background: colorById(id)?.hex ?? 'transparent' }} aria-hidden="true" />
            {i18n.color(id)}
          </span>
        ))}
      </dd>
    </div>
  );
}
