import * as z from 'zod/mini';
import { email } from './common';

export const newsletterSubscribeInput = z.object({ email });
