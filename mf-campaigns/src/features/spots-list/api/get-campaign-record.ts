import type { Campaign, HttpClient, MarketSearchBody } from 'shared-contracts';

/** `POST /v2/campaigns/{id}`: a spot's campaign as its card over the applied search. */
export function getCampaignRecord(http: HttpClient, campaignId: number, body: MarketSearchBody): Promise<Campaign> {
  return http.post<Campaign>(`/v2/campaigns/${campaignId}`, body);
}
