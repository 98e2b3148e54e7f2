import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useRef,
  useState,
} from 'react';

type Hoverable = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  ref?: Ref<HTMLElement>;
};
type Props = Omit<TooltipProps, 'children' | 'target' | 'opened'> & {
  children: ReactElement<Hoverable>;
};

/**
 * Mantine's Tooltip, mounted when a pointer first reaches what it names, and shown while the
 * pointer stays on it (hover only, as Mantine's is by default). Mounted with the screen,
 * Mantine's sets up Floating UI and a portal (a node of its own, a second synchronous render)
 * for every tooltip, shown or not, inside the first screen's commit: a tenth of the owner's
 * dashboard's on a phone (docs/performance.md). The tooltip points at the element (Mantine's
 * `target`), which stays where it is: a button being clicked is never replaced. The element
 * carries its own accessible name.
 */
export function Tooltip({ children, ...props }: Props) {
  const target = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {cloneElement(children, {
        ref: target,
        onMouseEnter: (event: MouseEvent) => {
          children.props.onMouseEnter?.(event);
          setWanted(true);
          setHovered(true);
        },
        onMouseLeave: (event: MouseEvent) => {
          children.props.onMouseLeave?.(event);
          setHovered(false);
        },
      })}
      {wanted && <MantineTooltip {...props} target={target} opened={hovered} />}
    </>
  );
}
