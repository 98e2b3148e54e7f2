import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The schemas use zod/mini, the tree-shakable build of zod (the form screens ship a third of
// classic zod's weight). Unlike classic zod it sets up no messages of its own, so every check
// without a catalogue message would say only 'Invalid input'. English, as classic zod gave it,
// keeps those texts ('Too small: expected number to be >=1') the same in forms, server and tests.
// package.json lists this file under sideEffects so that a bundler keeps the call.
z.config(en());

export { z };
