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
          "reportDate": "2026-11-28T07:06:16.259Z",
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
          "start": "2026-11-28T01:06:00.000Z",
          "end": "2026-11-28T12:06:00.000Z",
          "description": "Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
          "reportsCount": 47,
          "updatedAt": "2026-11-28T07:05:44.525Z"
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
          "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "expiresAt": 1795850165,
        "keyLength": 32,
        "keyPrefix": "3b363b0b92371a83ef2e777362d3e278",
        "keySignature": "4666e1242e7c5a0fa4e204fdf6e6e633cddb1cbb98d0b58fb409397448666eb6",
        "nonce": "433a9f1038a1e1fc2d870253f22fd5eb",
        "salt": "58302d7aeb77936b331a304856fb7e66"
      },
      "signature": "2150b7b063284099202fb346f3b0f007e999459d1dc3c65d773feedbbd66a42b"
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
      "id": "19"
    },
    "status": 200,
    "response": {
      "id": "19",
      "at": "2026-11-28T07:06:18.416Z",
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
      "prevHash": "ced8cc803c4c576571a3d7515dd78b6f24f803473e943925675fc865f78b6b8e",
      "hash": "6bf50b1b70c76e907bdb524415a6b221769597e318d71e9f60fc84f96e22bfdd"
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
        "id": "19",
        "at": "2026-11-28T07:06:18.416Z",
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
        "prevHash": "ced8cc803c4c576571a3d7515dd78b6f24f803473e943925675fc865f78b6b8e",
        "hash": "6bf50b1b70c76e907bdb524415a6b221769597e318d71e9f60fc84f96e22bfdd"
      }
    ]
  },
  "Auth_beginEnrolment": {
    "request": {
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJlbnJvbCIsImlhdCI6MTc5NTg0OTU2MSwiZXhwIjoxNzk1ODQ5ODYxLCJhdWQiOiJzZWNvbmQtZmFjdG9yIn0.j8enLiiEHdh3aUy3Ho1BAVfh_xCSN8bB3LAaqtaVt6E"
    },
    "status": 200,
    "response": {
      "secret": "6TBOHTDMVDONT4U7NEBXOP3C6Z3J2HJ2",
      "otpauthUri": "otpauth://totp/Portal%20awarii%20%E2%80%93%20panel%20pracownika:barbara.mazur%40example.pl?issuer=Portal%20awarii%20%E2%80%93%20panel%20pracownika&secret=6TBOHTDMVDONT4U7NEBXOP3C6Z3J2HJ2&algorithm=SHA1&digits=6&period=30",
      "qrCode": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NSA2NSIgc2hhcGUtcmVuZGVyaW5nPSJjcmlzcEVkZ2VzIj48cGF0aCBmaWxsPSIjZmZmZmZmIiBkPSJNMCAwaDY1djY1SDB6Ii8+PHBhdGggc3Ryb2tlPSIjMDAwMDAwIiBkPSJNMiAyLjVoN20yIDBoMm0xIDBoMW0yIDBoOW0xIDBoMm0xIDBoMW0zIDBoMm0zIDBoMm0xIDBoM20xIDBoM20xIDBoMm0xIDBoMm0xIDBoN00yIDMuNWgxbTUgMGgxbTIgMGgybTEgMGgxbTIgMGgxbTIgMGg1bTEgMGgxbTMgMGgybTEgMGgzbTIgMGgxbTIgMGgzbTEgMGgzbTEgMGgxbTMgMGgybTEgMGgxbTUgMGgxTTIgNC41aDFtMSAwaDNtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDNtMiAwaDFtMyAwaDFtMSAwaDJtNCAwaDVtMSAwaDNtMSAwaDNtMSAwaDFtMSAwaDNtMSAwaDFNMiA1LjVoMW0xIDBoM20xIDBoMW0yIDBoMW0zIDBoMW0xIDBoMW00IDBoMW0xIDBoNG0xIDBoMW0xIDBoMW0yIDBoMW0yIDBoMW0zIDBoMW0zIDBoMW0zIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW0xIDBoM20xIDBoMU0yIDYuNWgxbTEgMGgzbTEgMGgxbTUgMGg0bTEgMGgxbTEgMGgybTUgMGg3bTIgMGgxbTEgMGg0bTEgMGgxbTUgMGgxbTEgMGgybTIgMGgxbTEgMGgzbTEgMGgxTTIgNy41aDFtNSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtMSAwaDJtMiAwaDJtMyAwaDFtNSAwaDFtMiAwaDFtMSAwaDJtNCAwaDJtMyAwaDFtNSAwaDFNMiA4LjVoN20xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoN00xMSA5LjVoMm01IDBoM20yIDBoMW0zIDBoMW0xIDBoMm0zIDBoM20xIDBoMW0zIDBoMW0yIDBoNW0xIDBoM00yIDEwLjVoMW0yIDBoMW0xIDBoMm0xIDBoMm0xIDBoM20xIDBoMW0xIDBoMW0xIDBoMW0zIDBoMTNtMiAwaDFtMyAwaDFtMSAwaDFtMSAwaDJtMSAwaDJtMiAwaDFtMSAwaDFNMiAxMS41aDNtMSAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDJtMiAwaDZtMiAwaDFtMSAwaDFtMiAwaDJtNSAwaDFtMSAwaDFtMSAwaDFtOSAwaDJNMyAxMi41aDJtMSAwaDRtMSAwaDRtMiAwaDRtMyAwaDNtMSAwaDVtMSAwaDZtMiAwaDJtMiAwaDFtMSAwaDFtNCAwaDJtMSAwaDJtMSAwaDNNNSAxMy41aDNtMiAwaDRtMiAwaDFtMSAwaDJtMSAwaDdtMSAwaDJtMSAwaDJtNiAwaDFtMSAwaDFtMSAwaDJtMyAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtNCAwaDFNMiAxNC41aDRtMiAwaDFtMSAwaDFtMiAwaDJtMSAwaDFtMSAwaDdtMyAwaDFtMiAwaDFtMyAwaDJtMSAwaDFtMSAwaDVtMSAwaDdtMSAwaDFtMSAwaDNtMSAwaDFNMiAxNS41aDFtMSAwaDFtMiAwaDFtMSAwaDJtMiAwaDFtMyAwaDNtMyAwaDNtMSAwaDFtMiAwaDFtMiAwaDJtMiAwaDFtMSAwaDJtMSAwaDNtNSAwaDFtMSAwaDFtMyAwaDJtMSAwaDFNMiAxNi41aDFtMSAwaDFtMSAwaDFtMSAwaDFtMyAwaDJtMiAwaDFtNCAwaDFtNCAwaDNtMSAwaDJtNCAwaDFtMiAwaDFtMiAwaDFtMiAwaDJtMSAwaDFtMyAwaDZtMyAwaDFNMiAxNy41aDFtMSAwaDFtMSAwaDJtNCAwaDJtMSAwaDFtMSAwaDFtMSAwaDJtNiAwaDFtMiAwaDFtMSAwaDRtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDFtMyAwaDFtMSAwaDJtMyAwaDNtMiAwaDFNMiAxOC41aDFtMiAwaDFtMiAwaDVtNCAwaDFtMyAwaDJtMSAwaDJtMyAwaDFtMSAwaDFtMiAwaDRtMSAwaDFtMSAwaDRtNCAwaDFtMiAwaDVtMyAwaDFtMSAwaDFNNSAxOS41aDFtMSAwaDFtMSAwaDFtMSAwaDFtMyAwaDFtMiAwaDJtMiAwaDJtMSAwaDRtMSAwaDFtMSAwaDRtMiAwaDVtMSAwaDJtMiAwaDFtMSAwaDJtMSAwaDJtMiAwaDFtMiAwaDFtMSAwaDFNMiAyMC41aDFtMyAwaDNtMSAwaDFtNiAwaDFtMSAwaDJtMiAwaDFtMiAwaDJtMiAwaDFtMiAwaDFtMiAwaDJtMSAwaDNtMyAwaDFtMiAwaDJtMyAwaDJtMSAwaDFtMiAwaDFtMSAwaDJNMyAyMS41aDNtNCAwaDRtMSAwaDFtMSAwaDFtMyAwaDNtNCAwaDZtMiAwaDFtMiAwaDFtMSAwaDJtNSAwaDFtMSAwaDFtNyAwaDFtMSAwaDNNMyAyMi41aDNtMiAwaDNtMiAwaDNtMSAwaDFtMSAwaDZtMiAwaDJtMSAwaDJtMiAwaDFtMSAwaDFtNSAwaDRtMSAwaDNtNSAwaDJtMSAwaDJNMiAyMy41aDFtMiAwaDFtMSAwaDFtNCAwaDFtOCAwaDJtMiAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtNCAwaDNtMiAwaDFtMiAwaDRtMyAwaDFtMSAwaDFtMiAwaDJtNCAwaDFNMiAyNC41aDNtMiAwaDNtMSAwaDltMSAwaDFtMSAwaDFtMSAwaDRtMiAwaDNtMSAwaDFtMSAwaDFtMSAwaDJtMSAwaDNtMSAwaDFtNCAwaDFtMSAwaDRtMSAwaDFtMiAwaDJNMyAyNS41aDFtMSAwaDJtMiAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtMiAwaDFtMSAwaDFtMiAwaDFtMyAwaDFtMSAwaDFtMiAwaDJtMSAwaDJtMyAwaDVtMiAwaDNtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFNMiAyNi41aDFtMSAwaDFtMSAwaDNtNCAwaDFtMSAwaDRtMiAwaDFtMiAwaDFtMSAwaDJtMyAwaDJtMSAwaDFtMiAwaDJtNiAwaDJtNiAwaDFtMiAwaDJtMiAwaDNNMiAyNy41aDRtNiAwaDFtMSAwaDJtMSAwaDFtMSAwaDZtMSAwaDFtNSAwaDJtMyAwaDRtMSAwaDFtMSAwaDFtMSAwaDFtMiAwaDNtMiAwaDFtNCAwaDJNMyAyOC41aDNtMSAwaDNtMiAwaDRtMiAwaDJtMSAwaDJtMiAwaDFtMSAwaDFtMyAwaDJtMyAwaDNtMyAwaDNtMyAwaDFtMyAwaDFtMSAwaDJtMSAwaDFtMSAwaDJtMSAwaDFNMiAyOS41aDJtMiAwaDFtNCAwaDdtMSAwaDJtMSAwaDJtMiAwaDFtOCAwaDFtMSAwaDFtMSAwaDNtMSAwaDFtMSAwaDFtMiAwaDJtMyAwaDJtMiAwaDFtMSAwaDRNMiAzMC41aDJtMiAwaDVtMiAwaDFtMyAwaDFtMSAwaDFtMiAwaDFtNCAwaDFtMiAwaDVtMSAwaDFtMyAwaDNtMiAwaDFtMSAwaDJtMiAwaDhtMiAwaDJNMiAzMS41aDFtMyAwaDFtMyAwaDFtNCAwaDFtNCAwaDFtMyAwaDNtMSAwaDFtMSAwaDFtMyAwaDFtMiAwaDFtMiAwaDFtNSAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMyAwaDJNMiAzMi41aDJtMiAwaDFtMSAwaDFtMSAwaDRtMiAwaDNtMyAwaDJtNCAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMiAwaDNtMyAwaDFtNiAwaDFtMSAwaDFtMSAwaDJtMSAwaDFNMiAzMy41aDFtMyAwaDFtMyAwaDFtMSAwaDJtMiAwaDZtMSAwaDNtMiAwaDNtMyAwaDVtMiAwaDFtNCAwaDJtMSAwaDNtMiAwaDFtMyAwaDFNMiAzNC41aDFtMSAwaDdtMSAwaDJtNCAwaDJtMiAwaDNtMiAwaDFtMSAwaDltMyAwaDJtMSAwaDJtMSAwaDVtMiAwaDdNMyAzNS41aDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMiAwaDJtMiAwaDJtMSAwaDFtMSAwaDJtMSAwaDNtMSAwaDNtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDNtMiAwaDNtMSAwaDRtMyAwaDFtMSAwaDFtMSAwaDFNMiAzNi41aDJtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDFtMSAwaDRtMSAwaDNtMiAwaDNtMyAwaDJtNiAwaDFNMiAzNy41aDFtMSAwaDFtNCAwaDJtMyAwaDJtMiAwaDNtNCAwaDFtMSAwaDJtMSAwaDFtNiAwaDFtMiAwaDFtMiAwaDJtMSAwaDRtMiAwaDJtMyAwaDJtMiAwaDFNMiAzOC41aDNtMSAwaDFtMSAwaDltNiAwaDJtMSAwaDJtMiAwaDJtMiAwaDJtMiAwaDFtMyAwaDFtMSAwaDFtMSAwaDNtMSAwaDRtMiAwaDJtMiAwaDNNNiAzOS41aDFtMiAwaDFtMSAwaDFtMiAwaDNtNCAwaDFtMiAwaDFtMiAwaDFtMSAwaDFtMiAwaDFtMiAwaDJtMiAwaDJtMSAwaDJtMSAwaDFtNiAwaDJtMyAwaDFtMiAwaDFNMyA0MC41aDFtMiAwaDFtMSAwaDJtMSAwaDNtMiAwaDFtMiAwaDRtMSAwaDFtMSAwaDFtMiAwaDFtMiAwaDJtMiAwaDNtMSAwaDFtMSAwaDNtNCAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMiAwaDNNNSA0MS41aDNtMyAwaDFtMSAwaDFtMSAwaDFtNCAwaDNtNiAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMiAwaDRtMSAwaDdtMSAwaDNtMSAwaDFtMyAwaDFNMiA0Mi41aDRtMiAwaDFtMSAwaDNtNyAwaDJtMyAwaDRtMSAwaDRtMiAwaDJtMSAwaDJtMyAwaDNtNCAwaDFtMSAwaDJtMSAwaDVtMSAwaDFNMiA0My41aDFtMSAwaDFtMSAwaDFtMyAwaDJtMSAwaDJtMyAwaDFtMyAwaDNtMyAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtNSAwaDJtMiAwaDFtMiAwaDFtMiAwaDVtMiAwaDJtMSAwaDFNNSA0NC41aDEwbTEgMGgxbTQgMGgxbTIgMGgzbTEgMGgxbTEgMGg0bTYgMGgxbTUgMGgxbTEgMGgybTEgMGgxbTEgMGgybTMgMGgxbTEgMGgyTTQgNDUuNWgybTEgMGgxbTEgMGgxbTEgMGg0bTEgMGgybTMgMGgxbTEgMGgzbTEgMGgxbTEgMGg0bTEgMGg0bTMgMGgzbTMgMGgybTEgMGgxbTMgMGgxbTEgMGgxbTQgMGgxTTIgNDYuNWgxbTMgMGgxbTEgMGg2bTEgMGgzbTEgMGgxbTEgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTIgMGgxbTMgMGgybTIgMGgxbTIgMGgxbTEgMGgxbTIgMGgybTEgMGgxbTMgMGgzbTMgMGgyTTMgNDcuNWgxbTIgMGgxbTQgMGgxbTUgMGgybTEgMGg0bTIgMGgybTEgMGgxbTUgMGgxbTEgMGgzbTEgMGgxbTEgMGgxbTIgMGgybTEgMGgxbTEgMGgxbTMgMGgzbTMgMGgyTTIgNDguNWgybTIgMGg0bTEgMGgzbTIgMGg0bTIgMGgxbTUgMGgxbTEgMGgybTEgMGgzbTEgMGgybTEgMGgxbTIgMGgzbTEgMGgxbTIgMGg0bTEgMGgxbTEgMGgzbTIgMGgxTTUgNDkuNWgxbTEgMGgxbTMgMGgybTQgMGgxbTIgMGg3bTEgMGgybTIgMGgxbTIgMGgybTEgMGgybTUgMGgzbTIgMGgxbTIgMGgzbTIgMGg1TTIgNTAuNWgybTEgMGgxbTEgMGgybTEgMGg1bTMgMGgybTIgMGgybTEgMGgzbTIgMGgybTQgMGgybTEgMGgzbTIgMGgybTMgMGgxbTEgMGgxbTEgMGgybTIgMGgzbTEgMGgyTTMgNTEuNWg0bTIgMGgybTEgMGg1bTQgMGgybTYgMGgzbTEgMGgxbTggMGgxbTIgMGgxbTIgMGgybTEgMGgxbTMgMGgxbTIgMGgzbTEgMGgxTTQgNTIuNWg2bTEgMGgybTIgMGgxbTIgMGgxbTMgMGgybTEgMGgxbTEgMGgxbTEgMGgzbTMgMGgybTEgMGgxbTEgMGgxbTIgMGgxbTEgMGgxbTEgMGgxbTIgMGg3bTQgMGgxTTIgNTMuNWgzbTEgMGgxbTIgMGg4bTIgMGgybTIgMGgybTMgMGgybTIgMGgxbTEgMGgybTMgMGgxbTIgMGgxbTIgMGg0bTEgMGgxbTEgMGgxbTMgMGgybTEgMGgxTTIgNTQuNWg0bTIgMGgzbTEgMGgxbTEgMGg2bTMgMGgzbTEgMGgybTEgMGg2bTIgMGgxbTEgMGgybTEgMGgybTEgMGgybTEgMGgybTEgMGg3bTMgMGgxTTEwIDU1LjVoNG01IDBoMm0xIDBoMm0xIDBoMm0yIDBoMm0zIDBoM20yIDBoMW0zIDBoNm0yIDBoMW0yIDBoMW0zIDBoMW0xIDBoMk0yIDU2LjVoN20yIDBoMW0xIDBoMm0xIDBoMW0xIDBoNW0zIDBoMW0xIDBoM20xIDBoMW0xIDBoM20xIDBoM20xIDBoMW0yIDBoMm0xIDBoM20xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMU0yIDU3LjVoMW01IDBoMW0xIDBoMW0yIDBoMm0yIDBoMW0xIDBoM20xIDBoMW0xIDBoMm0xIDBoMW0xIDBoMW0zIDBoMW0xIDBoMm0xIDBoMW0xIDBoM20zIDBoM20xIDBoMW0xIDBoMm0zIDBoMU0yIDU4LjVoMW0xIDBoM20xIDBoMW0yIDBoMW0xIDBoMW0xIDBoMm0yIDBoMW0xIDBoMm0xIDBoMW0yIDBoOW00IDBoMm0xIDBoNW02IDBoNW0yIDBoMU0yIDU5LjVoMW0xIDBoM20xIDBoMW0xIDBoMm0xIDBoMm0xIDBoMW0xIDBoMm0yIDBoMW0yIDBoM20xIDBoM20xIDBoM20xIDBoMm0yIDBoMm0yIDBoMm0yIDBoNG0zIDBoMm0xIDBoMW0xIDBoMU0yIDYwLjVoMW0xIDBoM20xIDBoMW0yIDBoMm00IDBoNG0zIDBoM20yIDBoMW0yIDBoMW0zIDBoMm0yIDBoM20xIDBoMW0yIDBoMW0xIDBoMW0xIDBoNm01IDBoMU0yIDYxLjVoMW01IDBoMW0zIDBoMm0zIDBoMW0xIDBoNG0xIDBoMm0xIDBoMW0xIDBoNG0xIDBoNG0xIDBoNG0xIDBoMW0xIDBoMW0yIDBoMW02IDBoMW0xIDBoMU0yIDYyLjVoN20xIDBoMm01IDBoM20xIDBoNG0xIDBoMm0zIDBoM20yIDBoMm0zIDBoM20yIDBoM20xIDBoNm0yIDBoMW0yIDBoMiIvPjwvc3ZnPgo=",
      "recoveryCodes": [
        "994D-4E52-X6JY-TA3B",
        "BPFW-F5DP-GAZZ-9NKU"
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
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJlbnJvbCIsImlhdCI6MTc5NTg0OTU2MSwiZXhwIjoxNzk1ODQ5ODYxLCJhdWQiOiJzZWNvbmQtZmFjdG9yIn0.j8enLiiEHdh3aUy3Ho1BAVfh_xCSN8bB3LAaqtaVt6E",
      "code": "262614"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInJvbGUiOiJBQ0NFUFRFUiIsInZlciI6MCwiaWF0IjoxNzk1ODQ5NTYxLCJleHAiOjE3OTU4NzgzNjF9.vo9HUORfcdRzQg6YbYmu5KdiV_2tIG27s8Z2DrcAX0g",
      "userId": 7,
      "role": "ACCEPTER",
      "fullName": "Barbara Mazur",
      "area": null,
      "email": "barbara.mazur@example.pl",
      "phone": null
    }
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
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjUsInJvbGUiOiJQVUJMSUMiLCJ2ZXIiOjAsImlhdCI6MTc5NTg0OTU1MSwiZXhwIjoxNzk1ODc4MzUxfQ.Vf5UwqFOllatAgOE3rZuA823uuRHhpz0sGaHoik5OpY",
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
      "challengeToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInZlciI6MCwic3RhZ2UiOiJ2ZXJpZnkiLCJpYXQiOjE3OTU4NDk1NjMsImV4cCI6MTc5NTg0OTg2MywiYXVkIjoic2Vjb25kLWZhY3RvciJ9.YOEQdTsZYuHdW8Fsq0osuCoGf_jFvyIEq4xcWpZxlgE",
      "code": "278993"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInJvbGUiOiJBQ0NFUFRFUiIsInZlciI6MCwiaWF0IjoxNzk1ODQ5NTYzLCJleHAiOjE3OTU4NzgzNjN9.06NNVpYxqe6Q-je0oUtMaO1OldyyGI2-8XTP_aIQCiI",
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
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInJvbGUiOiJBRE1JTiIsInZlciI6MCwiaWF0IjoxNzk1ODQ5NTUxLCJleHAiOjE3OTU4NzgzNTF9.YXsSJuuB8U9P5KmtL3kJmzWJGKP39HQY4uIWzzGp8mM",
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
      "file": "-NqFt6HZPTsfj4fDoGGsFL5v6qPNDN4rzOjYCde2L1Q.ics"
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
      "url": "https://portal.example.pl/public/api/calendar/-NqFt6HZPTsfj4fDoGGsFL5v6qPNDN4rzOjYCde2L1Q.ics",
      "webcalUrl": "webcal://portal.example.pl/public/api/calendar/-NqFt6HZPTsfj4fDoGGsFL5v6qPNDN4rzOjYCde2L1Q.ics"
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
      "updatedAt": "2026-11-28T07:06:19.294Z",
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
      "updatedAt": "2026-11-28T07:06:19.085Z",
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
      "updatedAt": "2026-11-28T07:06:19.085Z",
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
          "outageStart": "2026-11-28T03:17:35.058Z",
          "reportedAt": "2026-11-28T03:40:35.058Z",
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
          "outageStart": "2026-11-28T05:55:19.932Z",
          "reportedAt": "2026-11-28T06:07:19.932Z",
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
        "createdAt": "2026-11-28T07:06:13.226Z"
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
        "createdAt": "2026-11-28T07:06:11.517Z"
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
        "start": "2026-11-28T01:06:00.000Z",
        "end": "2026-11-28T12:06:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T03:06:00.000Z",
        "end": "2026-11-28T15:06:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T02:28:00.000Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-27T20:52:00.000Z",
        "end": "2026-11-28T04:52:00.000Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T04:01:00.000Z",
        "end": "2026-11-28T06:11:00.000Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T03:20:00.000Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T05:05:46.558Z",
        "end": "2026-11-28T11:05:46.558Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "start": "2026-11-28T05:05:46.558Z",
        "end": "2026-11-28T11:05:46.558Z",
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
        "updatedAt": "2026-11-28T07:05:44.525Z"
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
        "date": "2026-11-28T07:05:45Z"
      },
      {
        "id": 147,
        "position": {
          "lat": 52.21107,
          "lng": 21.02149
        },
        "address": "ul. Puławska 8, Warszawa",
        "type": "WEB",
        "date": "2026-11-28T07:05:21Z"
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
      "declaredAt": "2026-11-28T07:06:16.994Z"
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
          "declaredAt": "2026-11-28T07:06:16.994Z"
        }
      ],
      "history": [
        {
          "watchedAddressId": 1,
          "given": true,
          "source": "SETTINGS",
          "consentVersion": "2026-11-24",
          "createdAt": "2026-11-28T07:06:16.994Z"
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
          "createdAt": "2026-11-28T07:06:04.340Z",
          "nextAttemptAt": "2026-11-28T07:06:04.390Z",
          "sentAt": "2026-11-28T07:06:05.739Z"
        },
        {
          "id": 1,
          "userId": 5,
          "event": "PLANNED_ANNOUNCED",
          "channel": "EMAIL",
          "recipient": "mieszkaniec@demo.local",
          "subject": "Planowane wyłączenie prądu: ul. Marszałkowska 10/4, Warszawa",
          "body": "Dzień dobry,\n\nPod adresem ul. Marszałkowska 10/4, Warszawa planujemy wyłączenie zasilania od 16.03.2027 08:00 do 16.03.2027 15:00. Prace mogą zostać odwołane lub przesunięte; powiadomimy o tym.\nGodziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.\nMapa: https://portal.example.pl/public/21.01812/52.215099\nW sytuacji zagrożenia życia lub zdrowia dzwoń: 22 821 31 31.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nNie chcesz dostawać powiadomień e-mail? Wyłącz je: https://portal.example.pl/public/stop-send-email?emailConsentToken=QZDlVoAFpUBgcZ0wF5rVrT5nAITjSRy-pilvSAxk61c",
          "status": "SENT",
          "attempts": 1,
          "lastError": null,
          "createdAt": "2026-11-28T07:06:04.340Z",
          "nextAttemptAt": "2026-11-28T07:06:04.390Z",
          "sentAt": "2026-11-28T07:06:06.620Z"
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
      "computedAt": "2026-11-28T07:06:19.464Z",
      "notice": "Zestawienie sporządzone przez Portal awarii i wyłączeń na podstawie informacji o wyłączeniach publikowanych w Portalu. Nie jest dokumentem rozliczeniowym operatora: o bonifikacie rozstrzyga operator na podstawie własnych danych pomiarowych.",
      "addresses": [
        {
          "id": 1,
          "address": "ul. Marszałkowska 10/4, Warszawa",
          "since": "2026-11-28T07:05:44.525Z",
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
          "since": "2026-11-28T07:05:44.525Z",
          "years": [
            2026
          ],
          "interruptions": [
            {
              "kind": "EXTENSIVE",
              "kindLabel": "Awaria rozległa",
              "start": "2026-11-28T01:06:00.000Z",
              "end": null,
              "running": true,
              "hours": 6.01,
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
            "hours": 6.01,
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
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUE9MTCJ9LCJleHBpcmVzQXQiOjE3OTU4NTAxNjUsImtleUxlbmd0aCI6MzIsImtleVByZWZpeCI6IjhjYjcwYTI4NWExMzJjNzRhYzBjMzA1NzZjM2M3ZGVlIiwia2V5U2lnbmF0dXJlIjoiMGI3YTU5MTUzZDcxODVjNDFkZTM5OGRmMTI0ZWI0MWVlZTRmNDUwNWVkYjBkYzU2MWM3N2M3MzBkMGFhZmUxYiIsIm5vbmNlIjoiZjdjYjI0YWNlZWQ3Y2FmODk5MDBkYmM4Y2FkNjM1NjIiLCJzYWx0IjoiMDQzOGQzYTVmZTFiNzFmZTQ0NDg5YWZkOWIwYWUyYzAifSwic2lnbmF0dXJlIjoiMzZlOTRlOWFiNDY2MDZmZTFmOWFkZTY2YjY3MzA1NzQzMmExNmUyZjYyMjc4YzdiNTBiOTE5NTExMDYyMDdkMSJ9LCJzb2x1dGlvbiI6eyJjb3VudGVyIjoxNiwiZGVyaXZlZEtleSI6IjhjYjcwYTI4NWExMzJjNzRhYzBjMzA1NzZjM2M3ZGVlZDk4MzM0MTRlMThjNWU1NmFmOTk5ZDk1NjhkZjAzNDkiLCJ0aW1lIjoxMzQuNX19"
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
        "createdAt": "2026-11-28T07:06:16.674Z"
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
      "confirmEmailToken": "F7zq0iKUJiKxoM4mGJqs7lKjV1fNDodjY4lMdW9UPaE"
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
      "resetPasswordToken": "DSgLXCOxh_yYRqhpVQDhf8oULV0T4kBuZB1_YfKHs5A",
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
      "resetPasswordToken": "20xDU0dLaUdAZ1mF8No_jdD8J8CdjRNnby5_tnYBTtw",
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
      "enrolledAt": "2026-11-28T07:06:01.831Z",
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
        "text": "Portal awarii i wyłączeń: testowy SMS z panelu administratora (28.11.2026 08:06). Wysyłanie SMS-ów działa.",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:06:21.797Z",
        "sentAt": "2026-11-28T07:06:21.796Z"
      },
      {
        "id": 1,
        "to": "48504567890",
        "text": "Planowane wylaczenie pradu: ul. Marszalkowska 10/4, Warszawa, 16.03 08:00-16.03 15:00. Operator Systemu Dystrybucyjnego",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:06:05.721Z",
        "sentAt": "2026-11-28T07:06:05.720Z"
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
          "openedAt": "2026-11-28T07:06:18.499Z",
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
      "hash": "QZDlVoAFpUBgcZ0wF5rVrT5nAITjSRy-pilvSAxk61c"
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
      "outageStart": "2026-11-27T20:52:00.000Z",
      "outageEnd": "2026-11-28T04:52:00.000Z"
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
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUkVQT1JUIn0sImV4cGlyZXNBdCI6MTc5NTg1MDE3Niwia2V5TGVuZ3RoIjozMiwia2V5UHJlZml4IjoiNzQ1NmEzYjU1Zjk0NTM2OWNmN2E5NGE5NDhlNzVhOWMiLCJrZXlTaWduYXR1cmUiOiJhOTg3NzJhNTQ2MzRjMzFhMmUxZWE0NTY2NTM3ZTk4YjAzNTk1YTI4YTFlYWQ1NWMzMjExYmVkYTM0MjBkYzUzIiwibm9uY2UiOiIzYzlhMGEyOGI3NWViNzRlNDljYmRlNjBmZDJmMmY5OSIsInNhbHQiOiIwODM4MzJhOWEzMzY1MzRiMjNhZTE3MzAwZTY4NWU3NiJ9LCJzaWduYXR1cmUiOiJlZjk1ZWM1ZTI3NTJmZmRmMWNmMzQ5OWY1ZjY2Zjk2N2UzOTA5MWM2ZDAxNDFlNGE0MzEwZDE5NWJkOTI5NGJmIn0sInNvbHV0aW9uIjp7ImNvdW50ZXIiOjIwLCJkZXJpdmVkS2V5IjoiNzQ1NmEzYjU1Zjk0NTM2OWNmN2E5NGE5NDhlNzVhOWNhODQwMjg4NzFjNGY1NDg5NDI5ZWJjMGYyZTliNGRlOCIsInRpbWUiOjcuM319"
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
      "publicKey": "BNLCvoInShg2a1zHiySLcRxzj6yZxXPgDIhF3DQSb9ZWDW2QTJ00Le3n_1iKaTSr9kjMjxwFfOc7GQrNDSETk4U"
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
