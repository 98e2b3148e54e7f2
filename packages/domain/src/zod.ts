import * as z from 'zod/mini';
import { fieldRuleFor } from './issues.ts';

// The schemas use zod/mini, the tree-shakable build of zod (the form screens ship a third of
// classic zod's weight). A check without a catalogue message of its own gets the catalogue's
// field rule ('Must be at most 10'), never zod's English ('Too big: expected number to be
// <=10', 'expected number, received NaN'). `customError` rather than a locale: classic zod
// (the server's route params) installs its English locale when loaded, and a custom error map
// wins over any locale whatever the load order.
// package.json lists this file under sideEffects so that a bundler keeps the call.
z.config({ customError: (issue) => fieldRuleFor(issue) });

export { z };
