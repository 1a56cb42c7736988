import { ZAttestationInput, ZSetAttestationInput } from '@uniguide/domain';
import { loadAttestation, setAttestation } from '../../services/journey';
import { router, signedInProcedure } from '../../trpc';

/** Attestation and equivalency per application (docs/product.md §5.9), kept by both sides. */
export const attestationRouter = router({
  get: signedInProcedure
    .input(ZAttestationInput)
    .query(({ ctx, input }) => loadAttestation(ctx, input.applicationId)),
  set: signedInProcedure
    .input(ZSetAttestationInput)
    .mutation(({ ctx, input }) => setAttestation(ctx, input)),
});
