// Tooltips are only needed on the icon rail (collapsed sidebar): their code loads when the
// rail is first shown, not with every page.
export { LazyTooltip as RailTooltip } from '../../components/tooltip/lazy-tooltip';
