// Written by backend/test/api-examples.e2e-spec.ts with CAPTURE_API_EXAMPLES=1: real calls on the demo data. Do not edit by hand.
import type { CapturedExample } from './captured-example';

export const CAPTURED_EXAMPLES: Record<string, CapturedExample> = {
  "AccountSettings_anonymize": {
    "status": 204
  },
  "AccountSettings_get": {
    "status": 200,
    "response": {
      "dataProcessingConsent": true,
      "fullName": "Joanna Wójcik",
      "email": "mieszkaniec@demo.local",
      "phone": "504567890",
      "emailNotificationAgreement": true,
      "smsNotificationAgreement": true
    }
  },
  "AccountSettings_myReports": {
    "request": {
      "sortField": "reportDate",
      "sortOrder": "DESC",
      "page": {
        "limit": 10,
        "offset": 0
      }
    },
    "status": 200,
    "response": {
      "items": [
        {
          "reportDate": "2026-11-28T07:40:39.392Z",
          "comment": "Całkowity brak zasilania. Zgłoszenie dotyczy mieszkania. Rachunki za energię elektryczną są opłacone. Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. Sąsiedzi i części wspólne budynku nie mają prądu. [KOMUNIKAT] Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
          "streetType": "ul.",
          "streetName": "Puławska",
          "houseNumber": "24/4",
          "city": "Warszawa"
        }
      ],
      "total": 1
    }
  },
  "AccountSettings_notification": {
    "status": 200,
    "response": {
      "notificationType": "EMAIL_AND_SMS"
    }
  },
  "AccountSettings_update": {
    "request": {
      "dataProcessingConsent": true,
      "fullName": "Joanna Wójcik",
      "email": "mieszkaniec@demo.local",
      "phone": "504567891",
      "emailNotificationAgreement": true,
      "smsNotificationAgreement": true
    },
    "status": 200,
    "response": false
  },
  "AccountSettings_withdraw": {
    "status": 204
  },
  "AddressStatus_status": {
    "query": {
      "lat": 52.195,
      "lng": 21.012,
      "street": "ul. Puławska",
      "houseNumber": "24"
    },
    "status": 200,
    "response": {
      "point": {
        "lat": 52.195,
        "lng": 21.012
      },
      "now": [
        {
          "kind": "EXTENSIVE",
          "id": 1,
          "matchedBy": "AREA",
          "start": "2026-11-28T01:41:00.000Z",
          "end": "2026-11-28T12:41:00.000Z",
          "description": "Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
          "reportsCount": 47,
          "updatedAt": "2026-11-28T07:40:34.351Z"
        }
      ],
      "upcoming": [
        {
          "kind": "PLANNED",
          "id": 2,
          "matchedBy": "AREA",
          "start": "2026-12-01T08:00:00.000Z",
          "end": "2026-12-01T14:00:00.000Z",
          "description": "Przebudowa linii kablowej nN",
          "reportsCount": 6,
          "updatedAt": "2026-11-28T07:40:34.351Z"
        }
      ]
    }
  },
  "AltchaChallenge_challenge": {
    "query": {
      "action": "POLL"
    },
    "status": 200,
    "response": {
      "parameters": {
        "algorithm": "PBKDF2/SHA-256",
        "cost": 1000,
        "data": {
          "action": "POLL"
        },
        "expiresAt": 1795852238,
        "keyLength": 32,
        "keyPrefix": "00dee5e92731369fc5250a2e0619c88b",
        "keySignature": "cc27df8f6be3dee6cb025c53b9fd7515322fc1d01f07628aade79cc790347e3d",
        "nonce": "3de6e307f78bdeafff2d1b2baea61e05",
        "salt": "47192737c38ab725682982dea75ef588"
      },
      "signature": "c9efaf842c901bc91223cd8d669e729a6bbd060b5d5a42597980722d5ea9453d"
    }
  },
  "Areas_findAll": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "name": "Warszawa",
        "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
        "shape": [
          {
            "outerRing": [
              {
                "lat": 52.26,
                "lng": 20.852
              },
              {
                "lat": 52.2,
                "lng": 20.87
              }
            ],
            "innerRings": []
          }
        ]
      }
    ]
  },
  "Areas_get": {
    "path": {
      "id": 1
    },
    "status": 200,
    "response": {
      "id": 1,
      "name": "Warszawa",
      "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
      "shape": [
        {
          "outerRing": [
            {
              "lat": 52.26,
              "lng": 20.852
            },
            {
              "lat": 52.2,
              "lng": 20.87
            }
          ],
          "innerRings": []
        }
      ]
    }
  },
  "Areas_upload": {
    "status": 200,
    "response": {
      "added": 2,
      "replaced": 0,
      "areas": [
        {
          "id": 2,
          "name": "Test Centrum",
          "description": "Śródmieście z dziurą wokół Pałacu Kultury",
          "shape": [
            {
              "outerRing": [
                {
                  "lat": 52.2,
                  "lng": 20.98
                },
                {
                  "lat": 52.2,
                  "lng": 21.04
                }
              ],
              "innerRings": [
                [
                  {
                    "lat": 52.225,
                    "lng": 21
                  },
                  {
                    "lat": 52.225,
                    "lng": 21.01
                  }
                ]
              ]
            }
          ]
        },
        {
          "id": 3,
          "name": "Test Wyspy",
          "description": null,
          "shape": [
            {
              "outerRing": [
                {
                  "lat": 52.1,
                  "lng": 21.1
                },
                {
                  "lat": 52.1,
                  "lng": 21.12
                }
              ],
              "innerRings": []
            },
            {
              "outerRing": [
                {
                  "lat": 52.1,
                  "lng": 21.15
                },
                {
                  "lat": 52.1,
                  "lng": 21.17
                }
              ],
              "innerRings": []
            }
          ]
        }
      ]
    }
  },
  "Audit_get": {
    "path": {
      "id": "22"
    },
    "status": 200,
    "response": {
      "id": "22",
      "at": "2026-11-28T07:40:39.682Z",
      "actorId": 4,
      "actorMethod": "password",
      "address": "127.0.0.1",
      "action": "auth.sign-in.success",
      "entity": "session",
      "entityId": "4",
      "before": null,
      "after": {
        "login": "c***@demo.local"
      },
      "prevHash": "8ace7405c69acc97930e5b458f8f12ada318f0d09445e3a71a919e9989e23472",
      "hash": "5190c316c2ef60390505d22d9d8cfd347e0318e25b63e0008e4b7c4ad7f19b69"
    }
  },
  "Audit_search": {
    "query": {
      "action": "auth.sign-in.success",
      "limit": 1
    },
    "status": 200,
    "response": [
      {
        "id": "22",
        "at": "2026-11-28T07:40:39.682Z",
        "actorId": 4,
        "actorMethod": "password",
        "address": "127.0.0.1",
        "action": "auth.sign-in.success",
        "entity": "session",
        "entityId": "4",
        "before": null,
        "after": {
          "login": "c***@demo.local"
        },
        "prevHash": "8ace7405c69acc97930e5b458f8f12ada318f0d09445e3a71a919e9989e23472",
        "hash": "5190c316c2ef60390505d22d9d8cfd347e0318e25b63e0008e4b7c4ad7f19b69"
      }
    ]
  },
  "Auth_beginEnrolment": {
    "request": {
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJlbnJvbCIsImlhdCI6MTc5NTg1MTYzNiwiZXhwIjoxNzk1ODUxOTM2LCJhdWQiOiJzZWNvbmQtZmFjdG9yIn0.XzO8eA5dUMIOWH4v0RUH8EmPzwwF1GnKSRu5ib7KLU4"
    },
    "status": 200,
    "response": {
      "secret": "UL3T4NLVTNISTYLOIJMEAFIIB22EWG66",
      "otpauthUri": "otpauth://totp/Portal%20awarii%20%E2%80%93%20panel%20pracownika:barbara.mazur%40example.pl?issuer=Portal%20awarii%20%E2%80%93%20panel%20pracownika&secret=UL3T4NLVTNISTYLOIJMEAFIIB22EWG66&algorithm=SHA1&digits=6&period=30",
      "qrCode": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NSA2NSIgc2hhcGUtcmVuZGVyaW5nPSJjcmlzcEVkZ2VzIj48cGF0aCBmaWxsPSIjZmZmZmZmIiBkPSJNMCAwaDY1djY1SDB6Ii8+PHBhdGggc3Ryb2tlPSIjMDAwMDAwIiBkPSJNMiAyLjVoN201IDBoMW0xIDBoMW0yIDBoM20zIDBoMW0xIDBoMW0xIDBoMW02IDBoMW0yIDBoMW0xIDBoMW0xIDBoMm0zIDBoMW0xIDBoMm0xIDBoMm0xIDBoN00yIDMuNWgxbTUgMGgxbTIgMGgxbTEgMGgxbTMgMGgzbTEgMGgzbTEgMGgxbTYgMGg2bTMgMGgxbTIgMGgzbTEgMGgybTMgMGgybTEgMGgxbTUgMGgxTTIgNC41aDFtMSAwaDNtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMiAwaDFtMiAwaDFtMSAwaDJtMSAwaDFtMSAwaDFtMiAwaDJtNSAwaDFtMiAwaDRtMiAwaDFtMSAwaDNtMSAwaDFtMSAwaDNtMSAwaDFNMiA1LjVoMW0xIDBoM20xIDBoMW0xIDBoMm0xIDBoMm0yIDBoMW0xIDBoNG0xIDBoMW00IDBoMW0yIDBoM20zIDBoMm0xIDBoMW0xIDBoMm01IDBoM20xIDBoMW0xIDBoMW0xIDBoM20xIDBoMU0yIDYuNWgxbTEgMGgzbTEgMGgxbTEgMGgybTIgMGgxbTQgMGgxbTMgMGgxbTMgMGgxbTIgMGg2bTEgMGgxbTQgMGgxbTEgMGg0bTIgMGg0bTIgMGgxbTEgMGgzbTEgMGgxTTIgNy41aDFtNSAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDRtMyAwaDFtMyAwaDJtMyAwaDJtNSAwaDFtMSAwaDFtMyAwaDFtNSAwaDFNMiA4LjVoN20xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoN00xMCA5LjVoMm0xIDBoMm04IDBoNW0xIDBoMm0zIDBoMm0xIDBoMW01IDBoNW0yIDBoNU0yIDEwLjVoMW0xIDBoNW0zIDBoMW0yIDBoMW0xIDBoMW0zIDBoMW0xIDBoMm0xIDBoM20xIDBoNW01IDBoNW0xIDBoMm0zIDBoM20yIDBoNU00IDExLjVoMW0xIDBoMm00IDBoMW0yIDBoMW0yIDBoM20xIDBoNG0xIDBoMW0xIDBoMW0yIDBoNG0xIDBoM20xIDBoMW0yIDBoMW00IDBoM201IDBoMW0zIDBoMk01IDEyLjVoNG0xIDBoMm0xIDBoMW04IDBoMW0yIDBoMW0xIDBoMW0yIDBoNG0yIDBoM20xIDBoNG0xIDBoMW0xIDBoMm0yIDBoMm0zIDBoMW0xIDBoMW0xIDBoMk0yIDEzLjVoNm0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoMW0yIDBoMW0xIDBoMm0xIDBoMm0xIDBoM20zIDBoMW0zIDBoMm0yIDBoMW0zIDBoMW0yIDBoMm0xIDBoMm0zIDBoMm0yIDBoMk0yIDE0LjVoMm0yIDBoMW0xIDBoMW00IDBoM20xIDBoMW0xIDBoMW0xIDBoMW03IDBoM20yIDBoMW0zIDBoMW00IDBoMm00IDBoM20xIDBoMW0yIDBoMm0xIDBoMU01IDE1LjVoMm0yIDBoMm0xIDBoMW0xIDBoNG0xIDBoMm0yIDBoMm0xIDBoMm0zIDBoNG0xIDBoMW0xIDBoM203IDBoMm0yIDBoMW0xIDBoMm0xIDBoMW0xIDBoNE0yIDE2LjVoMW00IDBoMm0yIDBoMW00IDBoNG0xIDBoMW0xIDBoN201IDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoM20xIDBoMW0yIDBoMW0zIDBoMm0xIDBoMk0zIDE3LjVoMW0xIDBoMm01IDBoMW0xIDBoMW0yIDBoMW0zIDBoMW0zIDBoMm0zIDBoMm0yIDBoMm0yIDBoMm0xIDBoMW0yIDBoMW01IDBoMW0xIDBoMW0yIDBoMW0yIDBoMW0zIDBoMU0yIDE4LjVoM20zIDBoM20xIDBoMW0yIDBoMm02IDBoM20xIDBoMm0yIDBoMW0xIDBoMW0yIDBoMm0yIDBoMW0xIDBoNm0xIDBoMW0xIDBoMW0yIDBoMW0xIDBoNW0xIDBoMU0yIDE5LjVoNG0xIDBoMW0xIDBoM20yIDBoMW0xIDBoMW0xIDBoNG0xIDBoMW0xIDBoMW00IDBoMW00IDBoMW01IDBoMm0zIDBoMW0xIDBoMW0zIDBoNW0xIDBoMW0xIDBoMU0yIDIwLjVoMW0xIDBoMm0xIDBoMm0xIDBoM20zIDBoMW0xIDBoM20xIDBoMW0xIDBoMW0xIDBoNG0zIDBoM20xIDBoMW0xIDBoMW0yIDBoMW0yIDBoM20xIDBoMW0yIDBoMW0yIDBoMm0xIDBoMW0xIDBoM00yIDIxLjVoNm0yIDBoMm0yIDBoMm0xIDBoMTBtMSAwaDJtMyAwaDFtMyAwaDNtMSAwaDFtMiAwaDNtNCAwaDJtMSAwaDNtMSAwaDFNMyAyMi41aDJtMSAwaDFtMSAwaDVtMSAwaDJtMiAwaDFtMSAwaDNtMiAwaDFtMSAwaDNtNCAwaDJtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDFtNCAwaDFtMiAwaDJtMSAwaDJtMiAwaDJNMyAyMy41aDFtMSAwaDFtMyAwaDFtMiAwaDRtMyAwaDJtMSAwaDFtMyAwaDFtMiAwaDFtMiAwaDJtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDJtMyAwaDNtMiAwaDFtMSAwaDFtMSAwaDFtMyAwaDFNNSAyNC41aDFtMiAwaDFtMSAwaDFtMSAwaDNtMyAwaDJtMiAwaDFtMiAwaDJtMiAwaDFtMSAwaDJtMSAwaDFtMiAwaDFtMyAwaDJtMSAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMiAwaDRtMSAwaDFtMSAwaDJNNCAyNS41aDNtMyAwaDJtMyAwaDFtMyAwaDJtMSAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDFtMyAwaDhtMiAwaDFtMSAwaDJtMSAwaDFtMiAwaDNtMyAwaDFNMyAyNi41aDFtMSAwaDFtMSAwaDJtMSAwaDRtMSAwaDFtNSAwaDNtMiAwaDdtMiAwaDRtMSAwaDNtMiAwaDFtMSAwaDJtMyAwaDFtMSAwaDFtMSAwaDRtMSAwaDJNMiAyNy41aDFtMSAwaDRtNSAwaDFtMSAwaDFtMSAwaDJtMiAwaDNtMSAwaDFtNCAwaDJtMSAwaDFtMiAwaDFtMiAwaDJtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDFtMyAwaDJtMiAwaDFtMSAwaDJNMyAyOC41aDJtMSAwaDFtMSAwaDJtMSAwaDFtMiAwaDJtMSAwaDFtMyAwaDRtMiAwaDFtMSAwaDJtMSAwaDFtMiAwaDFtMiAwaDFtMiAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDJtMyAwaDFtMyAwaDJNNiAyOS41aDJtMSAwaDFtMSAwaDJtMyAwaDJtMyAwaDNtMSAwaDFtMSAwaDFtMyAwaDNtMSAwaDFtMiAwaDFtMSAwaDJtMiAwaDFtMyAwaDFtMSAwaDJtMSAwaDRtMiAwaDJNMiAzMC41aDFtMSAwaDhtMyAwaDNtMSAwaDFtMiAwaDJtNCAwaDltMiAwaDFtMiAwaDFtMyAwaDFtMSAwaDFtNCAwaDdtMSAwaDJNMyAzMS41aDJtMSAwaDFtMyAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDJtMSAwaDJtMSAwaDFtMiAwaDFtMyAwaDFtMiAwaDNtNCAwaDJtMyAwaDNtMiAwaDFtMyAwaDJtMiAwaDFNMiAzMi41aDVtMSAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDZtMSAwaDFtNCAwaDJtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMyAwaDNtMSAwaDFtMSAwaDFtMSAwaDJNNiAzMy41aDFtMyAwaDFtMSAwaDJtMSAwaDFtMyAwaDJtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDNtMyAwaDJtNSAwaDRtMSAwaDNtMiAwaDFtMiAwaDFtMyAwaDFtMSAwaDNNMiAzNC41aDFtMyAwaDZtMyAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDJtMSAwaDFtMiAwaDVtOCAwaDNtNCAwaDJtMiAwaDVtMiAwaDFNMiAzNS41aDFtOCAwaDFtMSAwaDJtNiAwaDJtMSAwaDFtMSAwaDFtMSAwaDJtNSAwaDNtMSAwaDJtMSAwaDFtMiAwaDFtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDVtMSAwaDJNMiAzNi41aDFtNCAwaDNtMyAwaDFtMiAwaDFtMSAwaDFtMyAwaDNtMyAwaDFtMyAwaDJtMiAwaDJtNiAwaDFtMiAwaDFtMiAwaDFtMSAwaDJtMyAwaDFtMSAwaDFNMyAzNy41aDFtMTIgMGgxbTEgMGgybTEgMGgybTIgMGgybTMgMGgxbTEgMGgzbTIgMGgzbTMgMGgxbTEgMGgxbTEgMGg1bTEgMGgxbTIgMGgxbTQgMGgyTTIgMzguNWgybTEgMGgxbTIgMGgybTMgMGgzbTEgMGgybTMgMGgxbTMgMGg0bTEgMGgxbTQgMGgxbTEgMGgxbTEgMGgybTIgMGgxbTUgMGgybTIgMGgxbTEgMGg0bTEgMGgyTTIgMzkuNWgxbTQgMGgxbTEgMGgxbTEgMGgzbTEgMGgybTEgMGg0bTMgMGgzbTEgMGgzbTMgMGgxbTEgMGg0bTMgMGgybTIgMGgzbTEgMGg2bTMgMGgyTTMgNDAuNWgxbTEgMGgxbTEgMGgzbTYgMGgzbTEgMGg0bTEgMGgybTMgMGg0bTEgMGgxbTIgMGgxbTEgMGgybTIgMGgxbTIgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTIgMGgxbTEgMGgxbTIgMGgxTTIgNDEuNWgybTEgMGgybTIgMGgxbTEgMGgxbTIgMGgxbTQgMGgxbTIgMGgxbTIgMGgzbTEgMGgzbTMgMGgxbTIgMGg0bTEgMGg0bTIgMGgxbTIgMGgzbTEgMGgxbTUgMGgxTTIgNDIuNWgxbTUgMGgxbTEgMGgxbTEgMGgxbTIgMGgzbTIgMGgxbTEgMGgybTEgMGgybTIgMGg0bTEgMGg0bTMgMGg1bTEgMGg0bTEgMGgxbTEgMGgxbTEgMGgxbTMgMGgxbTEgMGgxTTMgNDMuNWgxbTIgMGgxbTQgMGgxbTEgMGgxbTEgMGgybTEgMGgxbTEgMGgybTEgMGgybTEgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTIgMGgxbTEgMGg1bTMgMGgybTEgMGgxbTMgMGgybTIgMGg0TTQgNDQuNWgxbTIgMGg0bTIgMGgybTIgMGgybTIgMGgzbTEgMGgybTIgMGgxbTEgMGg2bTQgMGgxbTEgMGgxbTEgMGgxbTUgMGgybTMgMGgxbTIgMGgxbTEgMGgxTTMgNDUuNWg0bTIgMGgxbTEgMGgxbTQgMGg2bTEgMGgxbTIgMGgybTEgMGgxbTQgMGgybTIgMGgxbTIgMGgxbTIgMGgxbTIgMGgxbTEgMGgxbTYgMGgxbTMgMGgxbTEgMGgxTTMgNDYuNWgxbTEgMGgxbTEgMGg0bTQgMGgybTEgMGgxbTIgMGgzbTEgMGgybTEgMGgzbTYgMGgxbTEgMGgxbTEgMGgxbTEgMGgybTQgMGgybTIgMGgxbTIgMGgybTEgMGgxTTYgNDcuNWgybTEgMGgxbTEgMGgxbTEgMGgzbTEgMGgzbTIgMGgybTEgMGgxbTMgMGgxbTEgMGgzbTEgMGgxbTUgMGgxbTIgMGg0bTIgMGgxTTIgNDguNWgxbTEgMGgybTIgMGgxbTEgMGgxbTEgMGgybTEgMGgxbTIgMGgybTEgMGgxbTEgMGgxbTMgMGgxbTEgMGgzbTUgMGgzbTEgMGgxbTEgMGgybTEgMGgxbTMgMGgxbTQgMGgxbTYgMGgxTTIgNDkuNWg1bTIgMGg0bTEgMGg0bTUgMGgzbTEgMGgxbTEgMGgxbTMgMGg0bTMgMGgxbTMgMGgxbTIgMGgxbTMgMGg3bTEgMGgzTTIgNTAuNWgzbTEgMGgzbTcgMGgybTEgMGgxbTQgMGg2bTEgMGgxbTIgMGgybTEgMGgxbTEgMGgxbTIgMGgxbTEgMGg2bTEgMGgybTQgMGgxbTIgMGgzTTIgNTEuNWg0bTEgMGgxbTEgMGgybTIgMGgxbTEgMGgybTIgMGgzbTIgMGgzbTIgMGgxbTIgMGgybTIgMGgzbTQgMGgzbTQgMGgybTIgMGgxbTEgMGgxbTEgMGgybTEgMGgxTTQgNTIuNWg2bTIgMGgybTEgMGgxbTEgMGgzbTIgMGgzbTIgMGgxbTkgMGgybTEgMGgzbTIgMGgxbTIgMGg1bTEgMGgxbTEgMGgxbTIgMGgyTTIgNTMuNWgzbTEgMGgxbTMgMGgxbTEgMGgxbTEgMGgxbTQgMGgybTMgMGg2bTEgMGgxbTEgMGgzbTEgMGgybTMgMGgzbTEgMGg0bTEgMGgybTIgMGgxbTMgMGgxbTEgMGgyTTIgNTQuNWg0bTIgMGgxbTUgMGgxbTEgMGgxbTEgMGgybTEgMGgzbTEgMGgxbTMgMGg2bTMgMGgybTMgMGgzbTMgMGgzbTIgMGg2bTIgMGgxTTEwIDU1LjVoNW01IDBoMm0xIDBoM20xIDBoNG0zIDBoM20xIDBoMW0xIDBoMW0yIDBoMW0zIDBoMm0xIDBoMW0xIDBoM20zIDBoMW0xIDBoM00yIDU2LjVoN20zIDBoM20yIDBoMW0xIDBoM20xIDBoMm0xIDBoMW0zIDBoMW0xIDBoMW0xIDBoMW0zIDBoMm0xIDBoMW0zIDBoMW0xIDBoMW0xIDBoMm0yIDBoMm0xIDBoMW0xIDBoMk0yIDU3LjVoMW01IDBoMW0xIDBoMW0xIDBoMW00IDBoMm0yIDBoMW0xIDBoMm0zIDBoMW0xIDBoMW0zIDBoMW0zIDBoMm0xIDBoMW0yIDBoMW0yIDBoMW0yIDBoMm0yIDBoMW0zIDBoMW0xIDBoM00yIDU4LjVoMW0xIDBoM20xIDBoMW0xIDBoMW0xIDBoMW0yIDBoNG0yIDBoM20xIDBoMW0xIDBoMm0xIDBoNW0xIDBoMm0yIDBoMW0xIDBoMW0xIDBoM20xIDBoMm00IDBoN00yIDU5LjVoMW0xIDBoM20xIDBoMW0xIDBoMm0zIDBoMm0xIDBoMW0xIDBoM202IDBoMm0xIDBoMW0xIDBoMm0zIDBoMW0xIDBoNG0xIDBoMW01IDBoMW0yIDBoMW0zIDBoMW0yIDBoMU0yIDYwLjVoMW0xIDBoM20xIDBoMW0xIDBoMW0xIDBoMW0yIDBoMm0xIDBoMTFtMyAwaDZtMSAwaDFtMiAwaDFtMSAwaDNtMiAwaDFtNCAwaDZtMiAwaDFNMiA2MS41aDFtNSAwaDFtMyAwaDZtMSAwaDFtNCAwaDNtMSAwaDRtMSAwaDFtMSAwaDRtMiAwaDJtMSAwaDJtMiAwaDJtMSAwaDFtNSAwaDFtNCAwaDFNMiA2Mi41aDdtMSAwaDFtMSAwaDFtMyAwaDFtMiAwaDFtMSAwaDFtNCAwaDEwbTEgMGgxbTIgMGgybTIgMGgxbTUgMGgybTMgMGgxbTMgMGg0Ii8+PC9zdmc+Cg==",
      "recoveryCodes": [
        "EMZE-WPV6-EJAD-6X5E",
        "MYSR-HXTU-KKAS-REA6"
      ]
    }
  },
  "Auth_beginOwnEnrolment": {
    "status": 200,
    "response": {
      "secret": "L4DSRXHUTI7IT2Q4ALMBYRBTN4VZFJGK",
      "otpauthUri": "otpauth://totp/Portal%20awarii%20%E2%80%93%20panel%20pracownika:marek.sowa%40example.pl?issuer=Portal%20awarii%20%E2%80%93%20panel%20pracownika&secret=L4DSRXHUTI7IT2Q4ALMBYRBTN4VZFJGK&algorithm=SHA1&digits=6&period=30",
      "qrCode": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2MSA2MSIgc2hhcGUtcmVuZGVyaW5nPSJjcmlzcEVkZ2VzIj48cGF0aCBmaWxsPSIjZmZmZmZmIiBkPSJNMCAwaDYxdjYxSDB6Ii8+PHBhdGggc3Ryb2tlPSIjMDAwMDAwIiBkPSJNMiAyLjVoN20yIDBoMm0xIDBoMW0xIDBoMm0xIDBoNG0zIDBoM20zIDBoMW01IDBoMm0xIDBoMm0yIDBoMW0xIDBoM20yIDBoN00yIDMuNWgxbTUgMGgxbTIgMGgxbTIgMGgxbTMgMGgzbTEgMGgzbTMgMGgxbTIgMGgybTMgMGgxbTEgMGgxbTEgMGgybTEgMGgxbTEgMGgzbTEgMGgxbTIgMGgxbTUgMGgxTTIgNC41aDFtMSAwaDNtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMSAwaDJtNiAwaDRtMSAwaDNtMSAwaDFtOCAwaDJtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDNtMSAwaDFNMiA1LjVoMW0xIDBoM20xIDBoMW0xIDBoMW01IDBoMW00IDBoM20xIDBoMm01IDBoM200IDBoMW0zIDBoMm00IDBoMW0yIDBoMW0xIDBoM20xIDBoMU0yIDYuNWgxbTEgMGgzbTEgMGgxbTEgMGgxbTMgMGgxbTEgMGgxbTEgMGgzbTIgMGgxbTQgMGg1bTIgMGgxbTEgMGgzbTEgMGgybTQgMGgxbTEgMGgxbTIgMGgxbTEgMGgzbTEgMGgxTTIgNy41aDFtNSAwaDFtMSAwaDJtMSAwaDJtMiAwaDFtMyAwaDFtMiAwaDNtMSAwaDFtMyAwaDNtMSAwaDNtMSAwaDFtMiAwaDFtMyAwaDJtMyAwaDFtNSAwaDFNMiA4LjVoN20xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoN00xMCA5LjVoMm0yIDBoMW0xIDBoMW00IDBoNG0xIDBoMW0xIDBoMW0zIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW00IDBoMm0yIDBoMU0yIDEwLjVoMW0xIDBoNW02IDBoMW0zIDBoMW0xIDBoMW0yIDBoMW0zIDBoMTFtMyAwaDFtMiAwaDJtMSAwaDJtMiAwaDVNMiAxMS41aDFtMiAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDNtNCAwaDJtMSAwaDNtMSAwaDJtMyAwaDFtMSAwaDVtMiAwaDJtMiAwaDFtMSAwaDFtNCAwaDFtMSAwaDFNNiAxMi41aDFtMSAwaDFtMSAwaDFtMSAwaDFtMyAwaDFtMSAwaDJtMiAwaDJtMiAwaDRtMSAwaDJtMSAwaDNtMSAwaDFtMSAwaDFtNSAwaDNtNiAwaDJNMiAxMy41aDJtMSAwaDJtMiAwaDFtMiAwaDJtMiAwaDJtMSAwaDJtMSAwaDFtMiAwaDFtMSAwaDFtNSAwaDFtMyAwaDVtMiAwaDJtMSAwaDRtMiAwaDFNMiAxNC41aDJtMSAwaDJtMSAwaDFtMiAwaDFtMSAwaDVtMiAwaDJtMSAwaDFtMiAwaDJtMiAwaDJtMSAwaDFtMiAwaDJtMSAwaDFtMSAwaDJtMSAwaDFtMiAwaDFtMSAwaDFtNCAwaDJNMiAxNS41aDFtMSAwaDFtNCAwaDJtMSAwaDFtNSAwaDFtMyAwaDFtMyAwaDVtMSAwaDNtNSAwaDFtMiAwaDFtMiAwaDFtMSAwaDJtMSAwaDFtMyAwaDJtMSAwaDFNMyAxNi41aDFtMSAwaDRtMyAwaDFtMiAwaDFtMSAwaDJtMSAwaDJtNCAwaDFtMSAwaDJtMiAwaDFtMiAwaDNtNCAwaDRtMSAwaDFtMiAwaDFtMyAwaDFtMiAwaDFNMyAxNy41aDJtMSAwaDFtMyAwaDJtMiAwaDNtNCAwaDJtMyAwaDRtNiAwaDRtMSAwaDNtNyAwaDFtMiAwaDJtMiAwaDFNNSAxOC41aDFtMiAwaDFtMSAwaDFtNiAwaDFtMiAwaDFtMSAwaDVtMyAwaDFtMyAwaDJtMSAwaDFtMSAwaDJtMiAwaDFtMiAwaDFtMyAwaDJtMSAwaDJtMSAwaDNNMiAxOS41aDFtNiAwaDFtNSAwaDFtMiAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDZtMSAwaDJtMiAwaDFtMSAwaDFtMSAwaDNtMyAwaDFtMSAwaDFtNCAwaDNNMiAyMC41aDFtMyAwaDNtNyAwaDVtMiAwaDJtMSAwaDFtMiAwaDFtMyAwaDJtMSAwaDJtNSAwaDJtMiAwaDFtMiAwaDNtNSAwaDFNMyAyMS41aDRtNCAwaDNtMiAwaDJtMSAwaDVtMSAwaDZtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtNSAwaDJtMSAwaDFtMSAwaDFNNSAyMi41aDFtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDNtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMiAwaDJtMyAwaDVtMSAwaDFtMSAwaDFtMiAwaDFtMyAwaDFtMSAwaDJNNCAyMy41aDJtNSAwaDFtMyAwaDFtMiAwaDNtMSAwaDJtMiAwaDFtNCAwaDFtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDFtNCAwaDFtMSAwaDFtMiAwaDFtMSAwaDFNNCAyNC41aDFtMyAwaDFtNSAwaDNtMyAwaDJtMiAwaDJtMSAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtMSAwaDNtMiAwaDFtMSAwaDNtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDFtMSAwaDFNMiAyNS41aDFtMSAwaDJtMTAgMGgybTQgMGg1bTEgMGgxbTIgMGgxbTMgMGgxbTEgMGg2bTEgMGgzbTEgMGgxbTIgMGgzbTEgMGgybTEgMGgxTTQgMjYuNWgxbTMgMGgzbTEgMGgxbTEgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTIgMGgybTMgMGgzbTEgMGgxbTEgMGgybTQgMGgxbTIgMGgybTEgMGg1bTEgMGgxbTEgMGgxbTEgMGgxTTIgMjcuNWgxbTIgMGgybTMgMGgxbTIgMGgxbTQgMGgzbTIgMGgxbTEyIDBoM20zIDBoMW01IDBoMm0xIDBoM20yIDBoMU0zIDI4LjVoMm0xIDBoNW0yIDBoMW00IDBoMW0yIDBoMW0zIDBoMm0xIDBoOG00IDBoMW0yIDBoM200IDBoOU01IDI5LjVoMm0zIDBoMm00IDBoMW0zIDBoMm00IDBoMW0xIDBoMW0zIDBoMW0yIDBoMm0zIDBoMm0xIDBoMm0xIDBoMW0xIDBoM20zIDBoMW0xIDBoMk0yIDMwLjVoMm0yIDBoMW0xIDBoMW0xIDBoMm0xIDBoMW0yIDBoMm0yIDBoMW0yIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW0xIDBoMm0xIDBoMW0xIDBoM20xIDBoM20xIDBoMm0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMU0yIDMxLjVoMW0yIDBoMm0zIDBoMW0xIDBoMW0yIDBoMW0xIDBoMm00IDBoMW0xIDBoMW0xIDBoMm0zIDBoM20xIDBoMW0xIDBoMW0xIDBoMW0zIDBoMW0xIDBoMW0zIDBoMW0zIDBoMW0xIDBoMk0yIDMyLjVoMW0zIDBoNm0xIDBoMm0yIDBoM20yIDBoMm0yIDBoMW0xIDBoNm0xIDBoMm0xIDBoNG0xIDBoMW00IDBoN20xIDBoMU0yIDMzLjVoM201IDBoNG0xIDBoMW0xIDBoM20xIDBoMW01IDBoMW0xIDBoMW00IDBoMm0yIDBoMm0xIDBoMm0yIDBoM20xIDBoM20xIDBoM00yIDM0LjVoMW0xIDBoMW0xIDBoM201IDBoMW0yIDBoMW0xIDBoMm0zIDBoMW0zIDBoMW0xIDBoNW0yIDBoMW0xIDBoMW0xIDBoMm0zIDBoMW0zIDBoMm0xIDBoMW0xIDBoMU0yIDM1LjVoMm0yIDBoMm0xIDBoMm04IDBoMW0yIDBoMW0xIDBoNm0yIDBoMm01IDBoMm0yIDBoMm0xIDBoMW0xIDBoMm0xIDBoM20yIDBoMk0zIDM2LjVoMm0zIDBoMW0xIDBoNG0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoMW0zIDBoMm0yIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW00IDBoMW0xIDBoMW0xIDBoMW0yIDBoMW0zIDBoMU0yIDM3LjVoMW0yIDBoMW0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoMW0xIDBoMW0xIDBoM20yIDBoNm0xIDBoM20xIDBoMm0xIDBoMW0zIDBoMW0xIDBoMm0xIDBoMW00IDBoMm0xIDBoMk0yIDM4LjVoMW0xIDBoMm0xIDBoM20zIDBoMW0xIDBoMW0yIDBoMW0xIDBoMm0xIDBoMW0xIDBoMm01IDBoM20zIDBoM20zIDBoM20yIDBoMW0xIDBoMW0xIDBoMW0xIDBoMk0zIDM5LjVoMW0zIDBoMW0xIDBoMm0xIDBoM200IDBoMm0xIDBoNW0zIDBoMW0yIDBoMW0yIDBoMW0xIDBoOG0xIDBoMm01IDBoM20xIDBoMU0yIDQwLjVoMW0xIDBoMm0yIDBoMm0xIDBoMW0xIDBoMW0yIDBoMW0xIDBoMW02IDBoNW0xIDBoNW0xIDBoM20xIDBoMW00IDBoMW0xIDBoMW0yIDBoMW01IDBoMk0yIDQxLjVoMW0zIDBoMm0yIDBoM201IDBoM20xIDBoM20xIDBoMW0xIDBoMW01IDBoMm0zIDBoMm0yIDBoMW02IDBoMW00IDBoNE0zIDQyLjVoMW0yIDBoMW0xIDBoM200IDBoMW0xIDBoMW0xIDBoMm0yIDBoMm0yIDBoMm0yIDBoMW0xIDBoMW0xIDBoMW01IDBoNG0xIDBoNm0xIDBoMW0xIDBoMk0zIDQzLjVoMW0xIDBoMW0xIDBoMW0yIDBoMm0yIDBoM20yIDBoMW00IDBoMW0yIDBoMW0xIDBoNW0xIDBoMW0xIDBoNm0yIDBoMW0yIDBoMW0xIDBoMW0yIDBoNG0xIDBoMU0yIDQ0LjVoN20xIDBoMm01IDBoMW0xIDBoMW0xIDBoMW0zIDBoMm0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMm0xIDBoMm00IDBoMW0yIDBoM20yIDBoMW00IDBoM00yIDQ1LjVoNG0xIDBoMW0xIDBoMW0yIDBoMW0yIDBoMW0yIDBoM20xIDBoMm0yIDBoMW0yIDBoNG0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoNW0xIDBoM20xIDBoMm0xIDBoMm0xIDBoMU0yIDQ2LjVoM20xIDBoMW0xIDBoMW0zIDBoMm0xIDBoNG0yIDBoMW0xIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW0yIDBoMW0xIDBoM20xIDBoMW0xIDBoMW0yIDBoMm0xIDBoMm0xIDBoMm0xIDBoM20xIDBoMU0yIDQ3LjVoM20yIDBoMW0xIDBoMW0yIDBoMW0yIDBoMW0yIDBoMW0xIDBoMm0yIDBoMm0xIDBoM200IDBoMm0xIDBoMm0yIDBoM20xIDBoMm0xIDBoMW0xIDBoMm0zIDBoNE0yIDQ4LjVoMW0xIDBoMW0yIDBoM20xIDBoMW0zIDBoMW0zIDBoMm0xIDBoMW0yIDBoM20yIDBoMm0yIDBoMm0xIDBoNG0zIDBoN20xIDBoMm0xIDBoMm0xIDBoMU0yIDQ5LjVoNW0yIDBoMW0xIDBoM20xIDBoMW0xIDBoM20xIDBoMW0xIDBoNG0xIDBoMm0zIDBoMm0yIDBoMW0xIDBoMW0xIDBoMW0xIDBoM201IDBoM20xIDBoMU04IDUwLjVoMm01IDBoMW0xIDBoMW0xIDBoMW0yIDBoMm0xIDBoMm0xIDBoNW0yIDBoMm0xIDBoMm0yIDBoMW0yIDBoM20xIDBoNm0xIDBoMk0xMCA1MS41aDFtMSAwaDNtNCAwaDFtMSAwaDNtNCAwaDFtMyAwaDFtMSAwaDFtNSAwaDJtMSAwaDJtNSAwaDFtMyAwaDJNMiA1Mi41aDdtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDFtMiAwaDVtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDNNMiA1My41aDFtNSAwaDFtMSAwaDNtMiAwaDJtMSAwaDVtMSAwaDFtMSAwaDFtMSAwaDFtMyAwaDFtMiAwaDFtMSAwaDJtMSAwaDNtMiAwaDFtMSAwaDFtMSAwaDJtMyAwaDFtMiAwaDJNMiA1NC41aDFtMSAwaDNtMSAwaDFtMSAwaDJtMSAwaDJtMiAwaDJtMyAwaDJtNCAwaDEwbTEgMGgxbTEgMGgybTMgMGgxbTIgMGg2bTMgMGgxTTIgNTUuNWgxbTEgMGgzbTEgMGgxbTEgMGgxbTIgMGgybTEgMGgybTEgMGgybTMgMGgzbTIgMGgxbTEgMGgxbTYgMGgxbTEgMGgxbTUgMGgxbTEgMGg0bTEgMGgxbTIgMGgxTTIgNTYuNWgxbTEgMGgzbTEgMGgxbTEgMGgxbTIgMGgxbTEgMGgxbTEgMGgxbTIgMGgxbTEgMGgybTMgMGgxbTIgMGgxbTEgMGgybTEgMGgybTMgMGgzbTIgMGgxbTEgMGgxbTIgMGgybTEgMGgzTTIgNTcuNWgxbTUgMGgxbTMgMGgxbTEgMGgybTIgMGgxbTEgMGgxbTEgMGgzbTQgMGgxbTIgMGgzbTEgMGgxbTEgMGgxbTMgMGgybTQgMGgxbTMgMGgybTIgMGgxTTIgNTguNWg3bTEgMGgxbTEgMGgzbTEgMGgxbTIgMGgzbTIgMGgxbTIgMGgzbTIgMGgxbTEgMGgxbTMgMGgxbTEgMGgxbTIgMGgxbTEgMGgybTIgMGgzbTIgMGgxbTIgMGgxIi8+PC9zdmc+Cg==",
      "recoveryCodes": [
        "U4UH-ZUNK-FNU9-RKFY",
        "W3P5-R99V-A6MC-PSCM"
      ]
    }
  },
  "Auth_changePassword": {
    "request": {
      "currentPassword": "Nowe#Haslo2027",
      "newPassword": "Inne#Haslo2028"
    },
    "status": 200,
    "response": true
  },
  "Auth_confirmEnrolment": {
    "request": {
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJlbnJvbCIsImlhdCI6MTc5NTg1MTYzNiwiZXhwIjoxNzk1ODUxOTM2LCJhdWQiOiJzZWNvbmQtZmFjdG9yIn0.XzO8eA5dUMIOWH4v0RUH8EmPzwwF1GnKSRu5ib7KLU4",
      "code": "428513"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInJvbGUiOiJBQ0NFUFRFUiIsInZlciI6MCwiaWF0IjoxNzk1ODUxNjM3LCJleHAiOjE3OTU4ODA0Mzd9.TcAh7_JQfD59zOrDk_gtjQXScocVyzHZDDWvyzrWNAw",
      "userId": 7,
      "role": "ACCEPTER",
      "fullName": "Barbara Mazur",
      "area": null,
      "email": "barbara.mazur@example.pl",
      "phone": null
    }
  },
  "Auth_confirmOwnEnrolment": {
    "request": {
      "code": "533682"
    },
    "status": 204
  },
  "Auth_isTokenValid": {
    "status": 200,
    "response": {
      "valid": true
    }
  },
  "Auth_logout": {
    "status": 204
  },
  "Auth_publicLogin": {
    "request": {
      "login": "mieszkaniec@demo.local",
      "password": "Demo#2026"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjUsInJvbGUiOiJQVUJMSUMiLCJ2ZXIiOjAsImlhdCI6MTc5NTg1MTYzNSwiZXhwIjoxNzk1ODgwNDM1fQ.78yg4SV0VgQ6zq7t_KPQTRVU-nE4dYPiB7r3HHnX26I",
      "userId": 5,
      "role": "PUBLIC",
      "fullName": "Joanna Wójcik",
      "area": null,
      "email": "mieszkaniec@demo.local",
      "phone": "504567890"
    }
  },
  "Auth_secondFactor": {
    "request": {
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJ2ZXJpZnkiLCJpYXQiOjE3OTU4NTE2MzcsImV4cCI6MTc5NTg1MTkzNywiYXVkIjoic2Vjb25kLWZhY3RvciJ9.gO62xV6I71PA3q0AwfQ4fqroQfrRoNC9DoiqYzse3xo",
      "code": "893484"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInJvbGUiOiJBQ0NFUFRFUiIsInZlciI6MCwiaWF0IjoxNzk1ODUxNjM3LCJleHAiOjE3OTU4ODA0Mzd9.TcAh7_JQfD59zOrDk_gtjQXScocVyzHZDDWvyzrWNAw",
      "userId": 7,
      "role": "ACCEPTER",
      "fullName": "Barbara Mazur",
      "area": null,
      "email": "barbara.mazur@example.pl",
      "phone": null
    }
  },
  "Auth_staffLogin": {
    "request": {
      "login": "admin@demo.local",
      "password": "Demo#2026"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInJvbGUiOiJBRE1JTiIsInZlciI6MCwiaWF0IjoxNzk1ODUxNjM1LCJleHAiOjE3OTU4ODA0MzV9.KO3sz4CtXUa49oPOMKPBOvq_D04RCGkwXnvjb_LsCXI",
      "userId": 1,
      "role": "ADMIN",
      "fullName": "Anna Kowalczyk",
      "area": null,
      "email": "admin@demo.local",
      "phone": "501234567"
    }
  },
  "CalendarFeed_feed": {
    "path": {
      "file": "3vi78ZKzT4Plc45X74jhJSiDxWokb0sfhUsntCtZ4v4.ics"
    },
    "status": 200
  },
  "CalendarLink_create": {
    "path": {
      "id": 3
    },
    "status": 201,
    "response": {
      "active": true,
      "url": "https://portal.example.pl/public/api/calendar/3vi78ZKzT4Plc45X74jhJSiDxWokb0sfhUsntCtZ4v4.ics",
      "webcalUrl": "webcal://portal.example.pl/public/api/calendar/3vi78ZKzT4Plc45X74jhJSiDxWokb0sfhUsntCtZ4v4.ics"
    }
  },
  "CalendarLink_get": {
    "path": {
      "id": 3
    },
    "status": 200,
    "response": {
      "active": true,
      "url": null,
      "webcalUrl": null
    }
  },
  "CalendarLink_revoke": {
    "path": {
      "id": 3
    },
    "status": 204
  },
  "Geocoding_autocomplete": {
    "query": {
      "q": "marszałkowska 1",
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "label": "ul. Marszałkowska 1, 00-590 Warszawa",
        "streetType": "ul.",
        "street": "Marszałkowska",
        "streetNumber": "1",
        "postcode": "00-590",
        "city": "Warszawa",
        "district": "Śródmieście",
        "coordinates": {
          "lng": 21.019768,
          "lat": 52.212633
        }
      },
      {
        "label": "ul. Marszałkowska 10, 00-590 Warszawa",
        "streetType": "ul.",
        "street": "Marszałkowska",
        "streetNumber": "10",
        "postcode": "00-590",
        "city": "Warszawa",
        "district": "Śródmieście",
        "coordinates": {
          "lng": 21.01812,
          "lat": 52.215099
        }
      }
    ]
  },
  "Geocoding_reverse": {
    "query": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "label": "al. Jerozolimskie 39, 00-697 Warszawa",
      "streetType": "al.",
      "street": "Jerozolimskie",
      "streetNumber": "39",
      "postcode": "00-697",
      "city": "Warszawa",
      "district": "Śródmieście",
      "coordinates": {
        "lng": 21.011976,
        "lat": 52.229677
      }
    }
  },
  "Geocoding_search": {
    "query": {
      "q": "Marszałkowska 10, Warszawa"
    },
    "status": 200,
    "response": {
      "label": "ul. Marszałkowska 10, 00-590 Warszawa",
      "streetType": "ul.",
      "street": "Marszałkowska",
      "streetNumber": "10",
      "postcode": "00-590",
      "city": "Warszawa",
      "district": "Śródmieście",
      "coordinates": {
        "lng": 21.01812,
        "lat": 52.215099
      }
    }
  },
  "Health_health": {
    "status": 200,
    "response": {
      "status": "ok",
      "database": "up"
    }
  },
  "Integration_end": {
    "request": {
      "endedAt": "2026-11-24T10:15:00Z"
    },
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "endedAt": "2026-11-24T10:15:00.000Z",
      "updatedAt": "2026-11-28T07:40:39.785Z",
      "created": false
    }
  },
  "Integration_get": {
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "endedAt": null,
      "updatedAt": "2026-11-28T07:40:39.769Z",
      "created": false
    }
  },
  "Integration_upsert": {
    "request": {
      "type": "FAILURE",
      "voltageClass": "LV",
      "position": {
        "lng": 21.0122,
        "lat": 52.2297
      },
      "outageCircle": "SMALL",
      "addressList": [
        {
          "streetType": "ul.",
          "streetName": "Marszałkowska",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00Z",
      "end": "2026-11-24T11:00:00Z",
      "cause": "Uszkodzenie kabla nN"
    },
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "endedAt": null,
      "updatedAt": "2026-11-28T07:40:39.769Z",
      "created": true
    }
  },
  "Integration_userReports": {
    "query": {
      "since": "2026-11-01T00:00:00Z",
      "limit": 2
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 1,
          "source": "WEB",
          "reportType": "NO_VOLTAGE",
          "city": "Warszawa",
          "district": "Wola",
          "streetType": "al.",
          "streetName": "Prymasa Tysiąclecia",
          "residenceNumber": "80",
          "apartmentNumber": "21",
          "postcode": "01-242",
          "reporter": "Magdalena Nowak",
          "phoneNumber": "+48614869797",
          "email": "magdalena.nowak39@example.pl",
          "personalDataRemoved": false,
          "description": "Brak napięcia w całym lokalu.",
          "lng": 20.958032,
          "lat": 52.23679,
          "outageStart": "2026-11-28T03:52:23.429Z",
          "reportedAt": "2026-11-28T04:15:23.429Z",
          "areaId": null
        },
        {
          "id": 2,
          "source": "WEB",
          "reportType": "EXTENSIVE_FAILURE",
          "city": "Warszawa",
          "district": "Bemowo",
          "streetType": "ul.",
          "streetName": "Powstańców Śląskich",
          "residenceNumber": "56",
          "apartmentNumber": "29",
          "postcode": "01-355",
          "reporter": "Katarzyna Kowalski",
          "phoneNumber": "+48641925990",
          "email": "katarzyna.kowalski71@example.pl",
          "personalDataRemoved": false,
          "description": "Brak napięcia w całym lokalu.",
          "lng": 20.928957,
          "lat": 52.240524,
          "outageStart": "2026-11-28T06:30:08.303Z",
          "reportedAt": "2026-11-28T06:42:08.303Z",
          "areaId": null
        }
      ],
      "nextAfterId": 2
    }
  },
  "MailOutbox_latest": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "id": 4,
        "kind": "RESET_PASSWORD",
        "to": "callcenter@demo.local",
        "subject": "Zmiana hasła – Portal awarii i wyłączeń",
        "status": "SENT",
        "error": null,
        "text": "Dzień dobry, Michał Lewandowski!\n\nOtrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu awarii i wyłączeń.\n\nAby ustawić nowe hasło, otwórz poniższy link (ważny 1 godzinę, można go użyć raz):\n\nhttps://portal.example.pl/change-password?resetPasswordToken=…\n\nJeśli to nie Ty, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostaje bez zmian.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nTa wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.",
        "links": [
          "https://portal.example.pl/change-password?resetPasswordToken=…"
        ],
        "createdAt": "2026-11-28T07:40:38.988Z"
      },
      {
        "id": 3,
        "kind": "RESET_PASSWORD",
        "to": "ewa.malinowska@example.pl",
        "subject": "Zmiana hasła – Portal awarii i wyłączeń",
        "status": "SENT",
        "error": null,
        "text": "Dzień dobry, Ewa Malinowska!\n\nOtrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu awarii i wyłączeń.\n\nAby ustawić nowe hasło, otwórz poniższy link (ważny 1 godzinę, można go użyć raz):\n\nhttps://portal.example.pl/public/change-password?resetPasswordToken=…\n\nJeśli to nie Ty, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostaje bez zmian.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nTa wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.",
        "links": [
          "https://portal.example.pl/public/change-password?resetPasswordToken=…"
        ],
        "createdAt": "2026-11-28T07:40:38.797Z"
      }
    ]
  },
  "MapConfig_get": {
    "status": 200,
    "response": {
      "road": {
        "url": "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        "wmsLayers": null,
        "attribution": "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a>"
      },
      "hybrid": {
        "url": "https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution",
        "wmsLayers": "Raster",
        "attribution": "Ortofotomapa i adresy: <a href=\"https://www.geoportal.gov.pl\">Geoportal.gov.pl</a> (GUGiK)"
      },
      "hybridLabels": {
        "url": "https://mapy.geoportal.gov.pl/wss/ext/KrajowaIntegracjaNumeracjiAdresowej",
        "wmsLayers": "prg-ulice,prg-place,prg-adresy",
        "attribution": "Ortofotomapa i adresy: <a href=\"https://www.geoportal.gov.pl\">Geoportal.gov.pl</a> (GUGiK)"
      }
    }
  },
  "MapFeed_extensive": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "type": "EXTENSIVE",
        "area": [
          {
            "lat": 52.186,
            "lng": 20.992
          },
          {
            "lat": 52.181,
            "lng": 21.012
          }
        ],
        "position": {
          "lat": 52.194,
          "lng": 21.0125
        },
        "outageCircle": null,
        "addressesCount": 1840,
        "reportsCount": 47,
        "description": "Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
        "comment": null,
        "cause": "Nawałnica: drzewa powalone na linie SN",
        "start": "2026-11-28T01:41:00.000Z",
        "end": "2026-11-28T12:41:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      },
      {
        "id": 2,
        "type": "EXTENSIVE",
        "area": [
          {
            "lat": 52.236,
            "lng": 20.905
          },
          {
            "lat": 52.229,
            "lng": 20.93
          }
        ],
        "position": {
          "lat": 52.2435,
          "lng": 20.9315
        },
        "outageCircle": null,
        "addressesCount": 960,
        "reportsCount": 26,
        "description": "Rozległa awaria po uderzeniu pioruna w stację GPZ. Przewidywany czas usunięcia awarii może ulec zmianie.",
        "comment": null,
        "cause": "Wyładowanie atmosferyczne w stacji zasilającej",
        "start": "2026-11-28T03:41:00.000Z",
        "end": "2026-11-28T15:41:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      }
    ]
  },
  "MapFeed_failuresHv": {
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "FAILURE",
        "area": [
          {
            "lat": 52.23305,
            "lng": 20.95338
          },
          {
            "lat": 52.23581,
            "lng": 20.95043
          }
        ],
        "position": {
          "lat": 52.23292,
          "lng": 20.9484
        },
        "outageCircle": null,
        "addressesCount": 338,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Uszkodzenie linii kablowej nN",
        "start": "2026-11-28T03:03:00.000Z",
        "end": null,
        "addressList": [
          {
            "streetName": "Jana Kazimierza",
            "streetType": "ul.",
            "residenceNumber": "32"
          },
          {
            "streetName": "Jana Kazimierza",
            "streetType": "ul.",
            "residenceNumber": "32A"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      },
      {
        "id": 6,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.23018,
          "lng": 21.00604
        },
        "outageCircle": "MEDIUM",
        "addressesCount": 311,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Awaria stacji transformatorowej",
        "start": "2026-11-27T21:27:00.000Z",
        "end": "2026-11-28T05:27:00.000Z",
        "addressList": [
          {
            "streetName": "Wspólna",
            "streetType": "ul.",
            "residenceNumber": "80"
          },
          {
            "streetName": "Wspólna",
            "streetType": "ul.",
            "residenceNumber": "81"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      }
    ]
  },
  "MapFeed_failuresLv": {
    "status": 200,
    "response": [
      {
        "id": 4,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.23039,
          "lng": 21.06239
        },
        "outageCircle": "SMALL",
        "addressesCount": 22,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Uszkodzenie linii kablowej nN",
        "start": "2026-11-28T04:36:00.000Z",
        "end": "2026-11-28T06:46:00.000Z",
        "addressList": [
          {
            "streetName": "Saska",
            "streetType": "ul.",
            "residenceNumber": "47"
          },
          {
            "streetName": "Saska",
            "streetType": "ul.",
            "residenceNumber": "48"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      },
      {
        "id": 5,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.2199,
          "lng": 20.98265
        },
        "outageCircle": "MEDIUM",
        "addressesCount": 15,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": null,
        "start": "2026-11-28T03:54:00.000Z",
        "end": null,
        "addressList": [
          {
            "streetName": "Grójecka",
            "streetType": "ul.",
            "residenceNumber": "3"
          },
          {
            "streetName": "Grójecka",
            "streetType": "ul.",
            "residenceNumber": "4"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      }
    ]
  },
  "MapFeed_plannedAll": {
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "PLANNED",
        "area": [],
        "position": {
          "lat": 52.23724,
          "lng": 20.97752
        },
        "outageCircle": null,
        "addressesCount": 2,
        "reportsCount": 1,
        "description": null,
        "comment": "Naprawa złącza kablowego",
        "cause": null,
        "start": "2026-11-28T05:40:34.909Z",
        "end": "2026-11-28T11:40:34.909Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Wolska",
            "residenceNumber": "44"
          },
          {
            "streetType": "ul.",
            "streetName": "Leszno",
            "residenceNumber": "14"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      },
      {
        "id": 1,
        "type": "PLANNED",
        "area": [
          {
            "lat": 52.2151,
            "lng": 21.01812
          },
          {
            "lat": 52.23276,
            "lng": 21.01646
          }
        ],
        "position": {
          "lat": 52.22644,
          "lng": 21.01839
        },
        "outageCircle": null,
        "addressesCount": 3,
        "reportsCount": 5,
        "description": null,
        "comment": "Wymiana rozdzielnicy SN w stacji transformatorowej",
        "cause": null,
        "start": "2026-11-29T07:00:00.000Z",
        "end": "2026-11-29T13:00:00.000Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Marszałkowska",
            "residenceNumber": "10"
          },
          {
            "streetType": "ul.",
            "streetName": "Chmielna",
            "residenceNumber": "20"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      }
    ]
  },
  "MapFeed_plannedMapSearch": {
    "request": {
      "status": "ACTIVE"
    },
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "PLANNED",
        "area": [],
        "position": {
          "lat": 52.23724,
          "lng": 20.97752
        },
        "outageCircle": null,
        "addressesCount": 2,
        "reportsCount": 1,
        "description": null,
        "comment": "Naprawa złącza kablowego",
        "cause": null,
        "start": "2026-11-28T05:40:34.909Z",
        "end": "2026-11-28T11:40:34.909Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Wolska",
            "residenceNumber": "44"
          },
          {
            "streetType": "ul.",
            "streetName": "Leszno",
            "residenceNumber": "14"
          }
        ],
        "updatedAt": "2026-11-28T07:40:34.351Z"
      }
    ]
  },
  "MapFeed_reports": {
    "query": {
      "timePeriod": "PT24H"
    },
    "status": 200,
    "response": [
      {
        "id": 45,
        "position": {
          "lat": 52.2192,
          "lng": 20.96074
        },
        "address": "al. Jerozolimskie 181, Warszawa",
        "type": "WEB",
        "date": "2026-11-28T07:40:34Z"
      },
      {
        "id": 147,
        "position": {
          "lat": 52.21107,
          "lng": 21.02149
        },
        "address": "ul. Puławska 8, Warszawa",
        "type": "WEB",
        "date": "2026-11-28T07:40:09Z"
      }
    ]
  },
  "MyPriority_declare": {
    "request": {
      "watchedAddressId": 1,
      "equipment": "OXYGEN",
      "equipmentNote": null,
      "healthDataConsent": true,
      "consentVersion": "2026-11-24"
    },
    "status": 201,
    "response": {
      "watchedAddressId": 1,
      "address": "ul. Marszałkowska 10/4, Warszawa",
      "equipment": "OXYGEN",
      "equipmentNote": null,
      "consentVersion": "2026-11-24",
      "declaredAt": "2026-11-28T07:40:39.479Z"
    }
  },
  "MyPriority_mine": {
    "status": 200,
    "response": {
      "consent": {
        "version": "2026-11-24",
        "text": "Wyrażam wyraźną zgodę na przetwarzanie danych o stanie zdrowia (art. 9 ust. 2 lit. a RODO): informacji, że osoba przebywająca pod wskazanym adresem korzysta z urządzenia zasilanego energią elektryczną, od którego zależy jej zdrowie (rodzaj urządzenia).\n\nCel: abyśmy mogli uprzedzić o planowanych wyłączeniach wcześniej (7 dni przed) i wszystkimi kanałami (e-mail i SMS), od razu powiadomić o awarii oraz aby konsultanci Biura Obsługi Klienta mogli zadzwonić przed wyłączeniem lub w jego trakcie.\n\nKto widzi te dane: wyłącznie konsultanci Biura Obsługi Klienta (imię i nazwisko, telefon, adres i rodzaj urządzenia, aby zadzwonić) oraz osoby akceptujące wyłączenia (tylko liczba takich odbiorców przy wyłączeniu). Każde otwarcie listy jest rejestrowane. Dane nie są publikowane ani przekazywane innym podmiotom.\n\nJak długo: do wycofania zgody, usunięcia adresu z „Moich adresów” albo usunięcia konta — wtedy deklaracja jest usuwana od razu. Historia zgody (kiedy udzielona i wycofana) jest przechowywana razem z kontem jako dowód zgody.\n\nZgodę możesz wycofać w każdej chwili w „Ustawieniach konta” (przycisk „Wycofaj zgodę i usuń deklarację”); wycofanie nie wpływa na zgodność z prawem przetwarzania przed wycofaniem. Deklaracja nie zastępuje zgłoszenia do operatora ani nie gwarantuje zasilania: przygotuj zasilanie awaryjne urządzenia."
      },
      "declarations": [
        {
          "watchedAddressId": 1,
          "address": "ul. Marszałkowska 10/4, Warszawa",
          "equipment": "OXYGEN",
          "equipmentNote": null,
          "consentVersion": "2026-11-24",
          "declaredAt": "2026-11-28T07:40:39.479Z"
        }
      ],
      "history": [
        {
          "watchedAddressId": 1,
          "given": true,
          "source": "SETTINGS",
          "consentVersion": "2026-11-24",
          "createdAt": "2026-11-28T07:40:39.479Z"
        }
      ]
    }
  },
  "MyPriority_withdraw": {
    "path": {
      "watchedAddressId": 1
    },
    "status": 204
  },
  "Notifications_search": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 2,
          "userId": 5,
          "event": "PLANNED_ANNOUNCED",
          "channel": "SMS",
          "recipient": "504567890",
          "subject": null,
          "body": "Planowane wylaczenie pradu: ul. Marszalkowska 10/4, Warszawa, 16.03 08:00-16.03 15:00. Operator Systemu Dystrybucyjnego",
          "status": "SENT",
          "attempts": 1,
          "lastError": null,
          "createdAt": "2026-11-28T07:40:38.082Z",
          "nextAttemptAt": "2026-11-28T07:40:38.097Z",
          "sentAt": "2026-11-28T07:40:38.259Z"
        },
        {
          "id": 1,
          "userId": 5,
          "event": "PLANNED_ANNOUNCED",
          "channel": "EMAIL",
          "recipient": "mieszkaniec@demo.local",
          "subject": "Planowane wyłączenie prądu: ul. Marszałkowska 10/4, Warszawa",
          "body": "Dzień dobry,\n\nPod adresem ul. Marszałkowska 10/4, Warszawa planujemy wyłączenie zasilania od 16.03.2027 08:00 do 16.03.2027 15:00. Prace mogą zostać odwołane lub przesunięte; powiadomimy o tym.\nGodziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.\nMapa: https://portal.example.pl/public/21.01812/52.215099\nW sytuacji zagrożenia życia lub zdrowia dzwoń: 22 821 31 31.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nNie chcesz dostawać powiadomień e-mail? Wyłącz je: https://portal.example.pl/public/stop-send-email?emailConsentToken=l3iFIWXWH7NJbn2980qB7loYCUZLYxOjSwECKHibcrw",
          "status": "SENT",
          "attempts": 1,
          "lastError": null,
          "createdAt": "2026-11-28T07:40:38.082Z",
          "nextAttemptAt": "2026-11-28T07:40:38.097Z",
          "sentAt": "2026-11-28T07:40:38.409Z"
        }
      ],
      "total": 2
    }
  },
  "OpenData_alerts": {
    "status": 200
  },
  "OpenData_outages": {
    "status": 200
  },
  "OpenData_planned": {
    "status": 200
  },
  "OpenData_preflight": {
    "path": {
      "feed": "outages.geojson"
    },
    "status": 204
  },
  "OutageHistoryReport_report": {
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "OutageHistory_csv": {
    "path": {
      "id": 1
    },
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "OutageHistory_get": {
    "query": {
      "year": 2026
    },
    "status": 200,
    "response": {
      "year": 2026,
      "computedAt": "2026-11-28T07:40:39.801Z",
      "notice": "Zestawienie sporządzone przez Portal awarii i wyłączeń na podstawie informacji o wyłączeniach publikowanych w Portalu. Nie jest dokumentem rozliczeniowym operatora: o bonifikacie rozstrzyga operator na podstawie własnych danych pomiarowych.",
      "addresses": [
        {
          "id": 1,
          "address": "ul. Marszałkowska 10/4, Warszawa",
          "since": "2026-11-28T07:40:34.351Z",
          "years": [
            2026
          ],
          "interruptions": [],
          "planned": {
            "hours": 0,
            "limitHours": 35,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 16,
            "longInterruptions": [],
            "discountHours": 0
          },
          "unplanned": {
            "hours": 0,
            "limitHours": 48,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 24,
            "longInterruptions": [],
            "discountHours": 0
          }
        },
        {
          "id": 2,
          "address": "ul. Puławska 145, Warszawa",
          "since": "2026-11-28T07:40:34.351Z",
          "years": [
            2026
          ],
          "interruptions": [
            {
              "kind": "EXTENSIVE",
              "kindLabel": "Awaria rozległa",
              "start": "2026-11-28T01:41:00.000Z",
              "end": null,
              "running": true,
              "hours": 5.99,
              "cause": "Nawałnica: drzewa powalone na linie SN"
            }
          ],
          "planned": {
            "hours": 0,
            "limitHours": 35,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 16,
            "longInterruptions": [],
            "discountHours": 0
          },
          "unplanned": {
            "hours": 5.99,
            "limitHours": 48,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 24,
            "longInterruptions": [],
            "discountHours": 0
          }
        }
      ]
    }
  },
  "OutageHistory_pdf": {
    "path": {
      "id": 1
    },
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "PlannedOutages_acceptStatuses": {
    "status": 200,
    "response": [
      {
        "id": "TO_ACCEPT",
        "name": "Do akceptacji"
      },
      {
        "id": "ACCEPTED",
        "name": "Zaakceptowane"
      }
    ]
  },
  "PlannedOutages_add": {
    "request": {
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T08:00:00+01:00",
      "outageEnd": "2027-03-16T15:00:00+01:00",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "comment": "Wymiana złącza kablowego"
    },
    "status": 201,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "TO_ACCEPT",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_addressList": {
    "status": 200,
    "response": [
      "ul. Marszałkowska 10, Warszawa",
      "ul. Puławska 145, Warszawa"
    ]
  },
  "PlannedOutages_announcement": {
    "path": {
      "id": 13
    },
    "status": 200
  },
  "PlannedOutages_changeAcceptStatus": {
    "request": {
      "id": 13,
      "acceptStatus": "ACCEPTED"
    },
    "status": 200,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "ACCEPTED",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_changeAcceptStatusMany": {
    "request": {
      "ids": [
        14
      ],
      "acceptStatus": "REJECTED"
    },
    "status": 200,
    "response": {
      "changed": 1
    }
  },
  "PlannedOutages_count": {
    "request": {
      "acceptStatus": "TO_ACCEPT"
    },
    "status": 200,
    "response": {
      "count": 4
    }
  },
  "PlannedOutages_deleteMany": {
    "request": {
      "ids": [
        14
      ]
    },
    "status": 200,
    "response": {
      "deleted": 1
    }
  },
  "PlannedOutages_deleteOne": {
    "path": {
      "id": 15
    },
    "status": 204
  },
  "PlannedOutages_dispatcherCount": {
    "request": {
      "mine": true,
      "deleted": false
    },
    "status": 200,
    "response": {
      "count": 14
    }
  },
  "PlannedOutages_dispatcherSearch": {
    "request": {
      "mine": true,
      "deleted": false,
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "DESC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 13,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0316",
        "recipient": "SAP",
        "acceptStatus": "ACCEPTED",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      },
      {
        "id": 14,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0317",
        "recipient": "SAP",
        "acceptStatus": "REJECTED",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      }
    ]
  },
  "PlannedOutages_get": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "TO_ACCEPT",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_report": {
    "query": {
      "deleted": "false",
      "sortField": "outageStart",
      "sortOrder": "DESC"
    },
    "status": 200
  },
  "PlannedOutages_resolveAddresses": {
    "request": {
      "addresses": [
        "Marszałkowska 10",
        "Puławska 145"
      ]
    },
    "status": 200,
    "response": [
      {
        "input": "Marszałkowska 10",
        "address": {
          "nonFormattedAddress": "Marszałkowska 10",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.01812,
            "lat": 52.215099
          }
        }
      },
      {
        "input": "Puławska 145",
        "address": {
          "nonFormattedAddress": "Puławska 145",
          "street": "ul. Puławska",
          "streetNumber": "145",
          "postcode": "02-515",
          "city": "Warszawa",
          "district": "Mokotów",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.023412,
            "lat": 52.188893
          }
        }
      }
    ]
  },
  "PlannedOutages_search": {
    "request": {
      "acceptStatus": "TO_ACCEPT",
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "DESC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 15,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0318",
        "recipient": "SAP",
        "acceptStatus": "TO_ACCEPT",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      },
      {
        "id": 8,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Mickiewicza 27",
            "street": "ul. Adama Mickiewicza",
            "streetNumber": "27",
            "postcode": "01-562",
            "city": "Warszawa",
            "district": "Żoliborz",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 20.9843,
              "lat": 52.2662
            }
          }
        ],
        "outageStart": "2026-12-10T08:00:00.000Z",
        "outageEnd": "2026-12-10T10:00:00.000Z",
        "outageAnnouncement": "2026-11-21",
        "voltageLevel": "LV",
        "taskNumber": null,
        "recipient": null,
        "acceptStatus": "TO_ACCEPT",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana licznika w rozdzielnicy budynku",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2662,
            "lng": 20.9843
          }
        ]
      }
    ]
  },
  "PollResults_results": {
    "status": 200
  },
  "PublicAreas_byCoordinates": {
    "request": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "id": 1,
      "name": "Warszawa"
    }
  },
  "PublicAreas_findAll": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "name": "Warszawa",
        "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
        "shape": [
          {
            "outerRing": [
              {
                "lat": 52.26,
                "lng": 20.852
              },
              {
                "lat": 52.2,
                "lng": 20.87
              }
            ],
            "innerRings": []
          }
        ]
      }
    ]
  },
  "PublicPlannedOutages_count": {
    "request": {
      "address": "Marszałkowska"
    },
    "status": 200,
    "response": {
      "count": 2
    }
  },
  "PublicPlannedOutages_search": {
    "request": {
      "address": "Marszałkowska",
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "ASC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 1,
        "addresses": [
          {
            "streetName": "ul. Marszałkowska",
            "houseNumbers": [
              "10"
            ]
          },
          {
            "streetName": "ul. Chmielna",
            "houseNumbers": [
              "20"
            ]
          }
        ],
        "start": "2026-11-29T07:00:00.000Z",
        "end": "2026-11-29T13:00:00.000Z",
        "comment": "Wymiana rozdzielnicy SN w stacji transformatorowej"
      },
      {
        "id": 13,
        "addresses": [
          {
            "streetName": "ul. Marszałkowska",
            "houseNumbers": [
              "10"
            ]
          }
        ],
        "start": "2027-03-16T07:00:00.000Z",
        "end": "2027-03-16T14:00:00.000Z",
        "comment": "Wymiana złącza kablowego"
      }
    ]
  },
  "PublicPoll_add": {
    "request": {
      "reportFailureTarget": false,
      "failureCheckTarget": false,
      "plannedCheckTarget": true,
      "targetAchieved": true,
      "targetNotAchieved": false,
      "additionalRemarks": "Szybko znalazłem termin wyłączenia.",
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUE9MTCJ9LCJleHBpcmVzQXQiOjE3OTU4NTIyMzgsImtleUxlbmd0aCI6MzIsImtleVByZWZpeCI6IjMwYWQ5MjNkODY5NzRlMGY3MzE2YTRhNTc2MTk4ZjcwIiwia2V5U2lnbmF0dXJlIjoiYTM5MzI2ZDAyN2YyYTA0OGEyNTZiYmFlM2E5MzUwOTI5ZmY2ZGIzZDk4YmJiYWVlMGJjZWEyOTJjNzVhNTQ5MSIsIm5vbmNlIjoiOTE2Zjc4OGMzYWY4NjBmNDdjZWVmZDNiYzA4Y2NhY2YiLCJzYWx0IjoiYmMwZDBlMzhjM2UyOGUyNzZiYjEzYmI4MDA5ZWVjZjAifSwic2lnbmF0dXJlIjoiMjIyZDU3NDk2YmZiNGFhYTMzM2RjODA5MTk1OTk4ZjIwNjEyNWM2NzQ0YTMwZjBhM2VhYjQwMjZiM2Q5ZTAxNSJ9LCJzb2x1dGlvbiI6eyJjb3VudGVyIjoxNSwiZGVyaXZlZEtleSI6IjMwYWQ5MjNkODY5NzRlMGY3MzE2YTRhNTc2MTk4ZjcwZjRjMDdlNTU4YTk0MmNkODAyNGExMjQ1Y2MyNWE2ODciLCJ0aW1lIjo1LjF9fQ=="
    },
    "status": 204
  },
  "PublicSettings_all": {
    "status": 200,
    "response": [
      {
        "key": "maintenanceStart",
        "value": null
      },
      {
        "key": "maintenanceEnd",
        "value": null
      }
    ]
  },
  "PublicSettings_get": {
    "path": {
      "key": "showMaintenance"
    },
    "status": 200,
    "response": {
      "key": "showMaintenance",
      "value": "false"
    }
  },
  "PushSubscriptions_list": {
    "status": 200,
    "response": [
      {
        "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24",
        "userAgentLabel": null,
        "createdAt": "2026-11-28T07:40:39.444Z"
      }
    ]
  },
  "PushSubscriptions_subscribe": {
    "request": {
      "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24",
      "keys": {
        "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        "auth": "tBHItJI5svbpez7KI4CCXg"
      }
    },
    "status": 204
  },
  "PushSubscriptions_unsubscribe": {
    "request": {
      "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24"
    },
    "status": 204
  },
  "Registration_confirm": {
    "path": {
      "confirmEmailToken": "6WTMkceNTnIkwl7918oB4GmcBsRSCUvu2BBeZlL8o1c"
    },
    "status": 200,
    "response": {
      "confirmed": true
    }
  },
  "Registration_publicRemind": {
    "request": {
      "email": "ewa.malinowska@example.pl"
    },
    "status": 204
  },
  "Registration_publicReset": {
    "request": {
      "resetPasswordToken": "RljXjwbDGBWN98P8jDuz3B5H2aELYhfBAUsmLQ5NZjo",
      "newPassword": "Nowe#Haslo2027"
    },
    "status": 200,
    "response": true
  },
  "Registration_register": {
    "request": {
      "fullName": "Ewa Malinowska",
      "email": "ewa.malinowska@example.pl",
      "password": "Moje#Haslo2026"
    },
    "status": 201
  },
  "Registration_staffChange": {
    "request": {
      "resetPasswordToken": "uGh-zb7Se1MrhwI81-0DSS7fLq7jTPihFxDssYyH_FM",
      "newPassword": "Nowe#Haslo2027"
    },
    "status": 200,
    "response": true
  },
  "Registration_staffRemind": {
    "request": {
      "email": "callcenter@demo.local"
    },
    "status": 204
  },
  "ReportFollowUp_stop": {
    "request": {
      "token": "zpGwyAjIiA7rtOZVjtBl0xTba0T9hw4aZWTZ_-yi1-o"
    },
    "path": {
      "id": 301
    },
    "status": 204
  },
  "ReportFollowUp_subscribe": {
    "request": {
      "token": "MfXHvAmWYIyH2TUpN_Fiz9lnVB12x_3QW4GiuHHvplA",
      "email": true,
      "sms": false,
      "consent": true
    },
    "path": {
      "id": 301
    },
    "status": 201,
    "response": {
      "channels": [
        "EMAIL"
      ]
    }
  },
  "ReportsGathered_count": {
    "query": {
      "kind": "PLANNED",
      "id": 2
    },
    "status": 200,
    "response": {
      "kind": "PLANNED",
      "id": 2,
      "reportsCount": 6
    }
  },
  "SecondFactorAdmin_reset": {
    "path": {
      "id": 7
    },
    "status": 200,
    "response": {
      "enrolled": false,
      "enrolledAt": null,
      "required": true,
      "exempt": false,
      "recoveryCodesLeft": 0
    }
  },
  "SecondFactorAdmin_status": {
    "path": {
      "id": 7
    },
    "status": 200,
    "response": {
      "enrolled": true,
      "enrolledAt": "2026-11-28T07:40:37.042Z",
      "required": true,
      "exempt": false,
      "recoveryCodesLeft": 10
    }
  },
  "Settings_editMany": {
    "request": [
      {
        "key": "maintenanceStart",
        "value": "2027-01-10T22:00:00Z"
      },
      {
        "key": "maintenanceEnd",
        "value": "2027-01-11T02:00:00Z"
      }
    ],
    "status": 200,
    "response": [
      {
        "key": "maintenanceStart",
        "value": "2027-01-10T22:00:00Z"
      },
      {
        "key": "maintenanceEnd",
        "value": "2027-01-11T02:00:00Z"
      }
    ]
  },
  "SmsOutbox_outbox": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "id": 2,
        "to": "48501234567",
        "text": "Portal awarii i wyłączeń: testowy SMS z panelu administratora (28.11.2026 08:40). Wysyłanie SMS-ów działa.",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:40:40.022Z",
        "sentAt": "2026-11-28T07:40:40.022Z"
      },
      {
        "id": 1,
        "to": "48504567890",
        "text": "Planowane wylaczenie pradu: ul. Marszalkowska 10/4, Warszawa, 16.03 08:00-16.03 15:00. Operator Systemu Dystrybucyjnego",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:40:38.240Z",
        "sentAt": "2026-11-28T07:40:38.239Z"
      }
    ]
  },
  "StaffPriority_accessLog": {
    "query": {
      "limit": 25,
      "offset": 0
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 1,
          "openedAt": "2026-11-28T07:40:39.693Z",
          "staffUserId": 4,
          "staffName": "Michał Lewandowski",
          "plannedOutageId": 13,
          "customers": 1
        }
      ],
      "total": 1
    }
  },
  "StaffPriority_count": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": {
      "count": 1
    }
  },
  "StaffPriority_list": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": [
      {
        "fullName": "Joanna Wójcik",
        "phone": "504567891",
        "address": "ul. Marszałkowska 10/4, Warszawa",
        "equipment": "OXYGEN",
        "equipmentNote": null
      }
    ]
  },
  "StopEmailLink_send": {
    "path": {
      "id": 5
    },
    "status": 200
  },
  "TestSms_testSms": {
    "status": 200,
    "response": {
      "id": 2,
      "to": "+48 501 234 567",
      "status": "LOGGED",
      "provider": "outbox"
    }
  },
  "Unsubscribe_unsubscribe": {
    "path": {
      "hash": "l3iFIWXWH7NJbn2980qB7loYCUZLYxOjSwECKHibcrw"
    },
    "status": 200
  },
  "UserReports_addressAdmStatus": {
    "request": {
      "city": "Warszawa",
      "district": "Śródmieście",
      "street": "ul. Marszałkowska",
      "residenceNumber": "10",
      "apartmentNumber": "4"
    },
    "status": 200,
    "response": true
  },
  "UserReports_pointStatus": {
    "request": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "pointElectricityStatus": "FAILURE",
      "description": null,
      "outageStart": "2026-11-27T21:27:00.000Z",
      "outageEnd": "2026-11-28T05:27:00.000Z"
    }
  },
  "UserReports_report": {
    "request": {
      "city": "Warszawa",
      "district": "Śródmieście",
      "street": "ul. Puławska",
      "residenceNumber": "24",
      "apartmentNumber": "4",
      "postcode": "02-512",
      "reporter": "Jan Kowalski",
      "phoneNumber": "+48600123456",
      "email": "jan.kowalski@example.pl",
      "coordinateX": 21.012,
      "coordinateY": 52.195,
      "outageStart": "2026-11-21T18:30:00Z",
      "reportType": "NO_VOLTAGE",
      "checkAnswers": {
        "building": "FLAT",
        "invoicesPaid": true,
        "fusesChecked": true,
        "meterChecked": true,
        "neighboursHaveLight": false
      },
      "dataProtectionConsent": true,
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUkVQT1JUIn0sImV4cGlyZXNBdCI6MTc5NTg1MjIzOSwia2V5TGVuZ3RoIjozMiwia2V5UHJlZml4IjoiYzU2ZDI2Y2QwMTM0YjQ4MTQ5ZGRhYjI3NWMxMGQ2ODAiLCJrZXlTaWduYXR1cmUiOiJkZWIyMjJiMDJmMWFmZGM2ODQ2Mjc0ZWQwODZkYjg3YWViYWIxY2YzOWU2MGM4OTg1Y2Q5NmM4NzgzZGE2YWIxIiwibm9uY2UiOiIzOGY0NDAwZWE1OTQyODg1NjRjMWQxMTJkNTkxZTJjOSIsInNhbHQiOiI1YjJjMGQzODljY2M1YWE4MzE4OWMyODc1MmQ0NjU2NyJ9LCJzaWduYXR1cmUiOiJkNjI1ZGE4YjEyZmRhNWU5NzVhZjgxNWJkMTgzMGNiY2FjY2NkMzg1MTllODZhM2FkZmYyYjVkZGJkNzYwOTYyIn0sInNvbHV0aW9uIjp7ImNvdW50ZXIiOjE4LCJkZXJpdmVkS2V5IjoiYzU2ZDI2Y2QwMTM0YjQ4MTQ5ZGRhYjI3NWMxMGQ2ODBiMjljYzVkMWU1M2Y5ZjQ3MTNiODdjMTUzZTI4MjVhYSIsInRpbWUiOjYuMn19"
    },
    "status": 201,
    "response": {
      "id": 301,
      "status": "CREATED",
      "knownOutage": {
        "kind": "PLANNED",
        "id": 2,
        "start": "2026-12-01T08:00:00.000Z",
        "end": "2026-12-01T14:00:00.000Z",
        "cause": null,
        "description": "Przebudowa linii kablowej nN",
        "reportsCount": 6
      },
      "followUpToken": "MfXHvAmWYIyH2TUpN_Fiz9lnVB12x_3QW4GiuHHvplA"
    }
  },
  "UsersReport_report": {
    "request": {
      "systemRole": "PUBLIC",
      "deleted": false,
      "page": {
        "sortField": "fullName",
        "sortOrder": "ASC"
      }
    },
    "status": 200
  },
  "Users_count": {
    "request": {
      "systemRole": "DISPATCHER",
      "deleted": false
    },
    "status": 200,
    "response": {
      "count": 1
    }
  },
  "Users_create": {
    "request": {
      "systemRole": "DISPATCHER",
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111222"
    },
    "status": 201,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111222",
      "deleted": false
    }
  },
  "Users_edit": {
    "request": {
      "systemRole": "DISPATCHER",
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333"
    },
    "path": {
      "id": 6
    },
    "status": 200,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333",
      "deleted": false
    }
  },
  "Users_get": {
    "path": {
      "id": 2
    },
    "status": 200,
    "response": {
      "id": 2,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Piotr Wiśniewski",
      "email": "dyspozytor@demo.local",
      "phone": "502345678",
      "deleted": false
    }
  },
  "Users_roles": {
    "status": 200,
    "response": [
      {
        "id": "ADMIN",
        "name": "Administrator"
      },
      {
        "id": "DISPATCHER",
        "name": "Mistrz prac planowych"
      }
    ]
  },
  "Users_search": {
    "request": {
      "systemRole": "DISPATCHER",
      "deleted": false,
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "fullName",
        "sortOrder": "ASC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 2,
        "systemRole": "DISPATCHER",
        "area": null,
        "fullName": "Piotr Wiśniewski",
        "email": "dyspozytor@demo.local",
        "phone": "502345678",
        "deleted": false
      }
    ]
  },
  "Users_toggleDeleted": {
    "path": {
      "id": 6
    },
    "status": 200,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333",
      "deleted": true
    }
  },
  "VapidPublicKey_publicKey": {
    "status": 200,
    "response": {
      "publicKey": "BP7SUVF3G3BZ8WBMgd8Gns6mE7Vo15LLhkal8XfqiE6e3_KivdblRJ6yuyrTazXPQfqZa2GVN0yP8jkFRrf0gNg"
    }
  },
  "WatchedAddresses_add": {
    "request": {
      "confirmed": true,
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    },
    "status": 201,
    "response": {
      "id": 3,
      "confirmed": true,
      "details": "ul. Marszałkowska 10/5, 00-590 Warszawa (Śródmieście)",
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    }
  },
  "WatchedAddresses_list": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "confirmed": true,
        "details": "ul. Marszałkowska 10/4, 00-590 Warszawa (Śródmieście)",
        "streetName": "Marszałkowska",
        "houseNumber": "10/4",
        "city": "Warszawa",
        "district": "Śródmieście"
      },
      {
        "id": 2,
        "confirmed": true,
        "details": "ul. Puławska 145, 02-515 Warszawa (Mokotów)",
        "streetName": "Puławska",
        "houseNumber": "145",
        "city": "Warszawa",
        "district": "Mokotów"
      }
    ]
  },
  "WatchedAddresses_remove": {
    "query": {
      "id": 3
    },
    "status": 204
  },
  "WatchedAddresses_setStatus": {
    "path": {
      "id": 3
    },
    "query": {
      "enabled": "false"
    },
    "status": 200,
    "response": {
      "id": 3,
      "confirmed": false,
      "details": "ul. Marszałkowska 10/5, 00-590 Warszawa (Śródmieście)",
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    }
  }
};
