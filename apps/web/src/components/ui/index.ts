export { Badge } from './badge';
export { Banner } from './banner';
export { Button, ButtonLink, buttonClass } from './button';
export { Dialog } from './dialog';
export { Field } from './field';
export { ProgressBar } from './progress-bar';
export { Spinner } from './spinner';
export { Tile } from './tile';
export { Toggle } from './toggle';
