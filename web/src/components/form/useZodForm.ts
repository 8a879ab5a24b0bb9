import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * useForm validated by a zod schema: the fields hold the schema's input type, the submit handler receives its
 * (trimmed, transformed) output. `options` passes anything else useForm takes (mode, values…).
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.$ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver(schema), defaultValues });
}
